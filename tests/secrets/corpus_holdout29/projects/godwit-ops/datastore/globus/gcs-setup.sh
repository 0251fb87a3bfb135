#!/bin/bash
# Globus Connect Server v5 on dtn01/dtn02 (endpoint "Godwit Research Data Store")
export GCS_CLI_CLIENT_ID=b1e7c94a-3d20-4f86-a5e1-9c0d7b2f4a63
export GCS_CLI_CLIENT_SECRET={{globus_secret}}
export GCS_CLI_ENDPOINT_ID=8f0e2b6a-1c3d-4e5f-9a7b-6c5d4e3f2a10
globus-connect-server node setup --deployment-key /etc/globus/deployment-key.json --ip-address 10.42.1.31
globus-connect-server storage-gateway create posix "Godwit projects" --domain godwit.example.edu.au \
  --identity-mapping file:/etc/globus/idmap.json
# iRODS connector:
globus-connect-server storage-gateway create irods "Godwit iRODS" --domain godwit.example.edu.au \
  --irods-environment-file /etc/globus/irods_environment.json --irods-authentication-options-file /etc/globus/irods_auth.json
