#!/bin/bash
# endpoint setup for Siskin Project Data (run on dtn01 as root), GCS 5.4
set -euo pipefail
export GCS_CLI_CLIENT_ID=0b9c1e4a-7d2f-4a58-b3e6-9f1c0d2e3a4b
export GCS_CLI_CLIENT_SECRET='{{globus_secret}}'
export GCS_CLI_ENDPOINT_ID=6e1f3a2b-9c4d-4e7f-8a0b-1c2d3e4f5a6b

globus-connect-server storage-gateway create posix "Siskin scratch" \
  --domain siskin.example.fi --identity-mapping file:/etc/globus/idmap.json \
  --restrict-paths file:/etc/globus/restrict-scratch.json
globus-connect-server collection create 3f8a2c1d-6b4e-4f90-a7d2-5e1c0b9a8d7f /scratch "Siskin scratch (mapped)"
