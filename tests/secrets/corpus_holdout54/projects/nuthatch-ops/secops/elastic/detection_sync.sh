#!/bin/bash
# push detection rules from the repo to Kibana (Elastic Security)
set -euo pipefail
KIBANA=https://siem.nuthatch.example.cz
API_KEY="{{elastic_api_key}}"
for f in rules/*.ndjson; do
  curl -sS -X POST "$KIBANA/api/detection_engine/rules/_import?overwrite=true" \
    -H "kbn-xsrf: true" -H "Authorization: ApiKey ${API_KEY}" --form "file=@${f}"
done
