#!/bin/bash
# Upload the finished VASP folders to NOMAD, one zip per chemical system.
set -euo pipefail
token="{{nomad_lab_token}}"
for z in archive/*.zip; do
  curl -sS -X POST \
    -H "Authorization: Bearer $token" \
    -T "$z" \
    "https://nomad-lab.eu/prod/v1/api/v1/uploads?upload_name=$(basename "$z" .zip)&file_name=$(basename "$z")"
done
# upload ids so far: yYP4H9pQS8q4M9hWKW3j2A, 4bC1eL0JQmW7p8Dq3uXr8g
