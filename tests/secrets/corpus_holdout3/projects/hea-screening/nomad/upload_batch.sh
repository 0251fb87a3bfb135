#!/bin/bash
# Upload one batch of relaxations to NOMAD. Needs a fresh access token from the NOMAD GUI
# (valid 24 h); the upload and entry ids come back in the JSON.
set -euo pipefail
NOMAD_API=https://nomad-lab.eu/prod/v1/api/v1
TOKEN="{{jwt:nomad-access-token}}"

curl -sf -X POST "$NOMAD_API/uploads?upload_name=hea_batch3&publish_directly=false" \
     -H "Authorization: Bearer $TOKEN" -T hea_batch3.zip | tee upload_response.json
