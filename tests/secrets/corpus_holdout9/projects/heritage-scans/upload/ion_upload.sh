#!/bin/bash
# Upload a glTF model to Cesium ion as 3D Tiles (asset token scope: assets:write, assets:list).
set -euo pipefail
ION_TOKEN="{{cesium_ion_token}}"
model=$1
name=$(basename "$model" .glb)

resp=$(curl -sf -X POST https://api.cesium.com/v1/assets \
  -H "Authorization: Bearer ${ION_TOKEN}" \
  -H "Content-Type: application/json" \
  -d "{\"name\": \"${name}\", \"type\": \"3DTILES\", \"options\": {\"sourceType\": \"3D_MODEL\"}}")

bucket=$(jq -r .uploadLocation.bucket <<<"$resp")
prefix=$(jq -r .uploadLocation.prefix <<<"$resp")
AWS_ACCESS_KEY_ID=$(jq -r .uploadLocation.accessKey <<<"$resp") \
AWS_SECRET_ACCESS_KEY=$(jq -r .uploadLocation.secretAccessKey <<<"$resp") \
AWS_SESSION_TOKEN=$(jq -r .uploadLocation.sessionToken <<<"$resp") \
  aws s3 cp "$model" "s3://${bucket}/${prefix}${name}.glb"

curl -sf -X POST "$(jq -r .onComplete.url <<<"$resp")" -H "Authorization: Bearer ${ION_TOKEN}" \
  -H "Content-Type: application/json" -d "$(jq -c .onComplete.fields <<<"$resp")"
