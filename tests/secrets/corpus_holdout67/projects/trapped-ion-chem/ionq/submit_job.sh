#!/bin/bash
# submit a native-gate JSON circuit to IonQ v0.4 and poll it
set -euo pipefail
: "${IONQ_API_KEY:?export IONQ_API_KEY}"
job=$(curl -s -X POST https://api.ionq.co/v0.4/jobs \
  -H "Authorization: apiKey ${IONQ_API_KEY}" \
  -H "Content-Type: application/json" \
  -d @circuits/lih_native.json | jq -r .id)
echo "job $job"   # e.g. 1f0e7d2c-5b4a-4391-8e6f-0a9c3d2b1e57
curl -s "https://api.ionq.co/v0.4/jobs/$job" -H "Authorization: apiKey ${IONQ_API_KEY}" | jq .status
