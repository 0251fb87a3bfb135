#!/bin/bash
# copy kv/ from Vault to OpenBao, path by path
set -euo pipefail
export VAULT_ADDR=https://vault.oystercatcher.example.org:8200
export VAULT_TOKEN="$(cat ~/.vault-token)"
export BAO_ADDR=https://bao.oystercatcher.example.org:8200
bao login -no-print {{vault_legacy:openbao-token}}
for p in $(vault kv list -format=json kv/ | jq -r '.[]'); do
  vault kv get -format=json "kv/$p" | jq '.data.data' | bao kv put "kv/$p" -
done
