#!/usr/bin/env bash
# Upload the ORCA outputs to NOMAD (embargo 12 months); the token lasts an hour, fetch a new one in the GUI
set -e
TOKEN='{{nomad_lab_token}}'
cd /project/orca-benchmarks/results/raw
zip -q -r /tmp/s66_orca.zip *.out
curl -s -X POST "https://nomad-lab.eu/prod/v1/api/v1/uploads?upload_name=S66-DLPNO-Stilt&embargo_length=12" \
  -H "Authorization: Bearer $TOKEN" -T /tmp/s66_orca.zip | jq .upload_id
# previous upload: upload_id "Yb7ZPq9jS3qKfX0o1m2nWg"
