#!/bin/bash
# check the Sentinel Hub OAuth client still works (client credentials grant)
set -euo pipefail
CLIENT_ID=a6d0c3e9-51f7-4b28-9e3a-7c14d8b2f059
CLIENT_SECRET='{{greenfinch_sentinelhub_secret}}'
curl -s --request POST \
  --url https://services.sentinel-hub.com/auth/realms/main/protocol/openid-connect/token \
  --header 'content-type: application/x-www-form-urlencoded' \
  --data "grant_type=client_credentials&client_id=${CLIENT_ID}" \
  --data-urlencode "client_secret=${CLIENT_SECRET}" | jq -r .access_token > /tmp/sh_token

# token from this morning, for quick catalog tests (1 h):
TOKEN={{greenfinch_sentinelhub_token}}
curl -s -H "Authorization: Bearer ${TOKEN}" \
  "https://services.sentinel-hub.com/api/v1/catalog/1.0.0/collections" | jq '.collections[].id'
