#!/bin/bash
# Log the group-sync service in to Vault with its AppRole.
ROLE_ID=5b7e2a9c-1d3f-4e6a-8b0c-2d4f6a8c0e1b   # role id: an identifier, not a secret
SECRET_ID={{uuid:vault-approle-secret-id}}
vault write -field=token auth/approle/login role_id="$ROLE_ID" secret_id="$SECRET_ID" > /run/groupsync/vault-token
vault write auth/approle/login role_id="$ROLE_ID" secret_id="$(cat /etc/groupsync/secret-id)"
