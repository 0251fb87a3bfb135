#!/bin/bash
# Globus Connect Server v5 on dtn1. The service credential runs the setup non-interactively.
set -euo pipefail
export GCS_CLI_CLIENT_ID=2c7f1e9a-4b3d-4e5f-8a6b-9c0d1e2f3a4b
export GCS_CLI_CLIENT_SECRET={{globus_secret:globus-client-secret}}
export GCS_CLI_ENDPOINT_ID=e8253e6e-0b4b-4a2a-a7b6-4ef5e7b1a3d1

globus-connect-server node setup --deployment-key /root/deployment-key.json --ip-address 10.20.0.40
globus-connect-server storage-gateway create posix "puffin projects" --domain puffin.example.ac.uk \
    --restrict-paths file:/etc/globus/restrict-paths.json
globus-connect-server collection create "$(cat /etc/globus/gateway_id)" / "puffin#dtn"
