#!/bin/bash
# Deposit the linked panel to the institutional Dataverse (draft version)
SERVER_URL=https://dataverse.dotterel.example.org
API_TOKEN={{uuid:dataverse-api-token}}
PERSISTENT_ID=doi:10.70122/FK2/QW8ZBN

curl -H "X-Dataverse-key:$API_TOKEN" -X POST \
  -F "file=@out/pollbook_panel_v3.tab" \
  -F 'jsonData={"description":"Linked electoral-roll panel, 1885-1914","categories":["Data"]}' \
  "$SERVER_URL/api/datasets/:persistentId/add?persistentId=$PERSISTENT_ID"
