#!/bin/bash
# Deposit the replication package (code, synthetic microdata) in the lab's Dataverse collection.
set -euo pipefail
SERVER_URL=https://dataverse.harvard.edu
API_TOKEN={{uuid:dataverse-api-token}}
PERSISTENT_ID=doi:10.7910/DVN/rqS8n0
zip -r /tmp/census-lives-replication.zip R stata jobs README.md -x 'data/*'
curl -sf -H "X-Dataverse-key: ${API_TOKEN}" -X POST \
  -F "file=@/tmp/census-lives-replication.zip" \
  -F 'jsonData={"description": "Replication package", "restrict": "false"}' \
  "${SERVER_URL}/api/datasets/:persistentId/add?persistentId=${PERSISTENT_ID}"
