#!/bin/bash
# Upload a finished calculation directory to NOMAD (central, staging upload).
set -euo pipefail
DIR=$1
NOMAD_TOKEN={{nomad_lab_token}}
tar czf /tmp/upload.tgz -C "$DIR" .
curl -X POST "https://nomad-lab.eu/prod/v1/api/v1/uploads?upload_name=$(basename $DIR)" \
     -H "Authorization: Bearer $NOMAD_TOKEN" -T /tmp/upload.tgz | jq -r .upload_id
