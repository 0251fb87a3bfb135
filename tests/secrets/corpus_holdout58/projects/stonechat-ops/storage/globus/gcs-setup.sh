#!/bin/bash
# Globus Connect Server v5 on dtn1/dtn2 (run once per node; endpoint already exists)
set -euo pipefail
export GCS_CLI_CLIENT_ID=5b2e9c17-8d4f-4a36-b0e1-7c3f9a2d6e58
export GCS_CLI_CLIENT_SECRET='{{globus_secret:globus-client-secret}}'
export GCS_CLI_ENDPOINT_ID=9d4c1a7e-2f6b-4e83-a0d5-3b8e7c1f9a24

# deployment-key.json came from `endpoint setup` on dtn1; copied over with scp, mode 600
globus-connect-server node setup \
    --deployment-key /root/gcs/deployment-key.json \
    --ip-address "$(hostname -I | awk '{print $1}')"

globus-connect-server storage-gateway create posix "Stonechat Lustre" \
    --domain stonechat.example.ie \
    --restrict-paths file:/root/gcs/restrict_paths.json \
    --identity-mapping file:/root/gcs/identity_mapping.json
