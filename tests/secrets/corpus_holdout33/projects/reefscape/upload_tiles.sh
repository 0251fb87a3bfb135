#!/bin/bash
# Upload a plot's textured mesh to Cesium ion as 3D Tiles (ion REST API, two-step upload).
set -euo pipefail
PLOT=$1
ION_TOKEN="{{cesium_ion_token}}"   # scopes assets:write, assets:read (made for the uploader)
resp=$(curl -s -X POST https://api.cesium.com/v1/assets \
  -H "Authorization: Bearer ${ION_TOKEN}" -H "Content-Type: application/json" \
  -d "{\"name\": \"${PLOT}\", \"type\": \"3DTILES\", \"options\": {\"sourceType\": \"3D_MODEL\"}}")
echo "$resp" | jq -r '.uploadLocation | .bucket, .prefix'
# then aws s3 cp with the temporary credentials in .uploadLocation, and POST onComplete
