#!/bin/bash
# Globus Connect Server v5 on the two DTNs (dtn01/dtn02.stint.example.org)
set -euo pipefail
export GCS_CLI_CLIENT_ID=5e1c7a93-2f4b-4d8e-9a06-b3c8d1e2f4a7
export GCS_CLI_CLIENT_SECRET={{globus_secret}}
export GCS_CLI_ENDPOINT_ID=a9f2c4e6-8b1d-4f3a-9c5e-7d0b2e4f6a81

globus-connect-server node setup \
  --deployment-key /etc/globus/deployment-key.json \
  --ip-address 192.0.2.41
globus-connect-server storage-gateway create posix "Stint scratch" \
  --domain stint.example.org --authentication-timeout-mins 15840
globus-connect-server collection create 7c3d9e1f-5a2b-4c4d-8e6f-0a1b2c3d4e5f /scratch "Stint scratch (mapped)"
