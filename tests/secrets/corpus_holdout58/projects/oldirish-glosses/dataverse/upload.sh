#!/bin/bash
# Upload the ALTO export to the draft dataset on our Dataverse.
set -euo pipefail
SERVER=https://dataverse.stonechat.example.ie
PID=doi:10.80317/STONECHAT/QX7RZM
API_TOKEN={{uuid:dataverse-api-token}}
# API_TOKEN=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx   (template from the Dataverse guide)

for f in export/alto_*.zip; do
  curl -s -H "X-Dataverse-key:$API_TOKEN" -X POST \
    -F "file=@$f" \
    -F 'jsonData={"description":"ALTO export","categories":["Data"],"restrict":"false"}' \
    "$SERVER/api/datasets/:persistentId/add?persistentId=$PID"
done
