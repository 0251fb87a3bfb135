#!/bin/bash
# upload the SR1 reduced data release to the Zenodo sandbox first, then production
ZENODO_TOKEN={{alnum60:zenodo-token}}
DEPOSITION=11842211
curl -s -H "Authorization: Bearer $ZENODO_TOKEN" \
  "https://zenodo.org/api/deposit/depositions/$DEPOSITION" | jq .links.bucket
curl -s -X POST "https://mattermost.godwit.example.edu/hooks/{{mattermost_webhook}}" \
  -H 'Content-Type: application/json' -d '{"text": "SR1 release uploaded"}'
