#!/bin/bash
# Fetch the repository password from Vault, then run restic.
set -euo pipefail
export VAULT_ADDR=https://vault.fulmar.example.edu:8200
if [ -z "${VAULT_TOKEN:-}" ]; then
  export VAULT_TOKEN={{vault}}
fi
export RESTIC_PASSWORD=$(vault kv get -field=password kv/backup/restic-home)
export RESTIC_REPOSITORY=s3:https://minio.fulmar.example.edu/restic-home
exec restic "$@"
