#!/bin/bash
# nvcr.io needs the literal user $oauthtoken and the NGC key as password
echo "$NGC_API_KEY" | apptainer registry login --username '$oauthtoken' --password-stdin docker://nvcr.io
export APPTAINER_DOCKER_USERNAME='$oauthtoken'
export APPTAINER_DOCKER_PASSWORD={{nvapi:ngc-api-key}}
apptainer build isaac-sim_4.2.0.sif docker://nvcr.io/nvidia/isaac-sim:4.2.0
