#!/bin/bash
# Bulk-load parsed judgments into OpenSearch (index: judgments-v3)
set -euo pipefail
OS=https://opensearch.linnet.example.nz:9200
# admin only for index creation; ingest uses judgments_ingest from .env
curl -sk -u 'admin:{{password:opensearch-password}}' -X PUT "$OS/judgments-v3" -H 'Content-Type: application/json' -d @mapping.json
for f in /nesi/project/judgments-nlp/bulk/*.ndjson; do
  curl -sk -u "${OPENSEARCH_USER}:${OPENSEARCH_PASSWORD}" -X POST "$OS/_bulk" \
    -H 'Content-Type: application/x-ndjson' --data-binary @"$f" | jq '.errors'
done
