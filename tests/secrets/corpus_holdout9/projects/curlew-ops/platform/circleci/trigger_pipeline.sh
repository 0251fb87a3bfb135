#!/bin/bash
# The hpc-containers repository builds on CircleCI (arm64 runners); start a pipeline for a tag.
set -euo pipefail
tag=$1
curl -sf -X POST https://circleci.com/api/v2/project/gh/curlew-rse/hpc-containers/pipeline \
  -H "Content-Type: application/json" \
  -H "Circle-Token: {{circleci}}" \
  -d "{\"tag\": \"${tag}\", \"parameters\": {\"push_images\": true}}"
