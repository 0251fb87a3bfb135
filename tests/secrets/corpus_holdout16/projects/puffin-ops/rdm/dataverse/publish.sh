#!/bin/bash
# Publish a dataset once curation is done: ./publish.sh doi:10.82730/PUF/7XK2QD
set -euo pipefail
SERVER=https://dataverse.puffin.example.edu
: "${DATAVERSE_TOKEN:={{uuid:dataverse-api-token}}}"
API_TOKEN=$DATAVERSE_TOKEN
PID=$1
curl -sf -H "X-Dataverse-key:$API_TOKEN" -X POST \
  "$SERVER/api/datasets/:persistentId/actions/:publish?persistentId=$PID&type=major"
# the example token in the guides is xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx
