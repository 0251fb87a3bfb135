#!/bin/bash
# Pull the GPU-enabled Meep/Tidy3D comparison container from NGC into the Apptainer cache.
export APPTAINER_DOCKER_USERNAME='$oauthtoken'
export APPTAINER_DOCKER_PASSWORD={{ngc_key}}
apptainer pull /shared/containers/pytorch-24.05.sif docker://nvcr.io/nvidia/pytorch:24.05-py3
