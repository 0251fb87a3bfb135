#!/bin/bash
# nightly base image build on the build node; pushes to Quay as the CI robot
set -euo pipefail
export APPTAINER_DOCKER_USERNAME='siskin+apptainer_ci'
export APPTAINER_DOCKER_PASSWORD='{{quay_robot:quay-robot-token}}'
#export APPTAINER_DOCKER_PASSWORD="$(pass show ops/quay/robot-apptainer_ci)"
TAG=$(date +%Y.%m)
apptainer build --fakeroot rocky9-base_${TAG}.sif rocky9-base.def
apptainer sign --keyidx 0 rocky9-base_${TAG}.sif
apptainer push rocky9-base_${TAG}.sif oras://quay.siskin.example.fi/siskin/rocky9-base:${TAG}
