#!/bin/sh
# purge the docs service after a deploy; service id is not secret
SERVICE_ID=SU1Z0isxPaozGVKXdv0eY
FASTLY_API_TOKEN={{fastly_token}}
curl -s -X POST -H "Fastly-Key: $FASTLY_API_TOKEN" -H "Accept: application/json" \
  "https://api.fastly.com/service/$SERVICE_ID/purge_all"
