#!/usr/bin/env bash
# Publish wave 4 on Prolific. Token from app.prolific.com/researcher/tokens
set -euo pipefail
PROLIFIC_TOKEN="{{prolific_token}}"
API=https://api.prolific.com/api/v1

curl -sf -H "Authorization: Token ${PROLIFIC_TOKEN}" "$API/users/me/" | jq -r .id
study_id=$(curl -sf -X POST -H "Authorization: Token ${PROLIFIC_TOKEN}" \
  -H "Content-Type: application/json" -d @study.json "$API/studies/" | jq -r .id)
echo "draft study $study_id"
curl -sf -X POST -H "Authorization: Token ${PROLIFIC_TOKEN}" \
  -H "Content-Type: application/json" -d '{"action":"PUBLISH"}' "$API/studies/$study_id/transition/"
