#!/bin/bash
# push the BEVFusion checkpoints trained on CARLA + nuScenes to the group org
huggingface-cli upload phalarope-av/bevfusion-carla-nusc /scratch/kwatanabe/ckpt/epoch_24.pth \
  --repo-type model --token {{hf}}
