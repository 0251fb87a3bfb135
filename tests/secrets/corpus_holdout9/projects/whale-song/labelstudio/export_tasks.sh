#!/bin/bash
# Export annotations of the humpback-units project as JSON-MIN.
set -euo pipefail
LS_URL=${LS_URL:-http://ls.curlew.example.edu:8080}
LS_TOKEN=$(cat "$HOME/.config/label-studio/token")
project=${1:-3}
curl -sf -H "Authorization: Token ${LS_TOKEN}" \
  "${LS_URL}/api/projects/${project}/export?exportType=JSON_MIN" \
  -o "annotations/project${project}_$(date +%F).json"
