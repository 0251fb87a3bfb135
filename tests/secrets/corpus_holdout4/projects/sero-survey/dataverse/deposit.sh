#!/bin/bash
# Add a file to the dataset draft (guides.dataverse.org/en/latest/api/native-api.html#add-a-file-to-a-dataset)
set -euo pipefail
SERVER_URL=https://dataverse.kestrel.example.edu
PERSISTENT_ID=doi:10.70122/FK2/QX8ZLM
API_TOKEN={{uuid:dataverse-api-token}}
FILE=$1
curl -H "X-Dataverse-key:$API_TOKEN" -X POST \
  -F "file=@$FILE" -F 'jsonData={"description":"weekly release","categories":["Data"],"restrict":"false"}' \
  "$SERVER_URL/api/datasets/:persistentId/add?persistentId=$PERSISTENT_ID"
