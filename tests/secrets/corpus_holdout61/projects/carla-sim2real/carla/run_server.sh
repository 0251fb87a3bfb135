#!/bin/bash
# start a headless CARLA server on a GPU node
PORT=${1:-2000}
apptainer exec --nv --bind /scratch/project_2010388 \
  /scratch/project_2010388/sif/carla-0.9.15.sif \
  /home/carla/CarlaUE4.sh -RenderOffScreen -carla-rpc-port=$PORT -carla-streaming-port=0 -nosound -quality-level=Epic
