#!/bin/bash
# Nightly rebuild of the Jupyter images, pushed to Harbor (through CI) and mirrored to Quay.
set -euo pipefail
podman login -u="$HARBOR_ROBOT_NAME" -p="$HARBOR_ROBOT_SECRET" harbor.hpc.example.edu
podman login -u="tern_hpc+builder" -p="{{quay_robot}}" quay.io
for image in jupyter-base jupyter-gpu rstudio; do
  podman build -t "harbor.hpc.example.edu/hpc-images/${image}:$(date +%Y%m%d)" "images/${image}"
  podman push "harbor.hpc.example.edu/hpc-images/${image}:$(date +%Y%m%d)"
  podman push "harbor.hpc.example.edu/hpc-images/${image}:$(date +%Y%m%d)" "quay.io/tern_hpc/${image}:latest"
done
