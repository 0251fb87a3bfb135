#!/bin/sh
# run the "isolate host" Shuffle workflow from a Wazuh active response
curl -s -X POST "https://shuffle.sanderling.example.edu/api/v1/workflows/4f8a2c6e-1b9d-4e3f-a7c5-2d0e8f6b4a1c/execute" \
  -H "Authorization: Bearer {{uuid:shuffle-api-key}}" \
  -d "{\"execution_argument\": \"$1\"}"
