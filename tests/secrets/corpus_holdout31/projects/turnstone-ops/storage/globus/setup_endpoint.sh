#!/bin/bash
# Globus Connect Server v5.4 endpoint for Turnstone scratch and project storage.
# The service credential was registered at app.globus.org -> Settings -> Developers.
set -euo pipefail
export GCS_CLI_CLIENT_ID=4f6a8c0e-2b4d-4f6a-8c0e-2d4f6a8c0e1b
export GCS_CLI_CLIENT_SECRET='{{globus_secret:globus-client-secret}}'
export GCS_CLI_ENDPOINT_ID=d2b4f6a8-0c1e-4a3b-9d5f-7e9a1c3b5d7f

globus-connect-server endpoint setup "Turnstone HPC" \
    --organization "Turnstone Research Computing" \
    --owner praman@turnstone.example.org \
    --contact-email hpc-storage@turnstone.example.org \
    --agree-to-letsencrypt-tos
globus-connect-server node setup --ip-address 10.40.12.21
globus-connect-server storage-gateway create posix "Turnstone POSIX" \
    --domain turnstone.example.org --identity-mapping file:/etc/globus/idmap.json
