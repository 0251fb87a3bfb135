#!/bin/bash
set -euo pipefail
export APPTAINER_DOCKER_USERNAME='$oauthtoken'
export APPTAINER_DOCKER_PASSWORD={{ngc}}
export APPTAINER_CACHEDIR=/scratch/dkim/.apptainer
apptainer build pytorch.sif docker://nvcr.io/nvidia/pytorch:24.05-py3
# pinned by digest
apptainer pull docker://nvcr.io/nvidia/cuda@sha256:4b1f2c3d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809
echo "$NGC_API_KEY" | docker login nvcr.io --username '$oauthtoken' --password-stdin
docker login -u dkim -p {{password:registry-password}} registry.example.edu
export SINGULARITY_DOCKER_PASSWORD="${NGC_API_KEY}"
