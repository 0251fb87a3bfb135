#!/bin/bash
# Globus Connect Server v5 endpoint for HPSS (the HPSS connector), run once on dtn-hpss1
export GCS_CLI_CLIENT_ID=5e1c3a7b-9d2f-4b8e-a6c4-0f1e2d3c4b5a
export GCS_CLI_CLIENT_SECRET={{globus_secret}}
export GCS_CLI_ENDPOINT_ID=8f2a6c4e-1b3d-4f5a-9e7c-2d4b6f8a0c1e
globus-connect-server node setup --ip-address 198.51.100.40
globus-connect-server storage-gateway create hpss "Godwit HPSS" \
    --domain godwit.example.edu --authentication-mech unix
