#!/bin/bash
# create the hosted/proxy/group repos on a fresh Nexus (run once)
set -euo pipefail
NX=https://nexus.siskin.example.fi/service/rest/v1
AUTH="admin:${NEXUS_ADMIN_PASSWORD:?export it from the vault}"
for f in repos/*.json; do
    kind=$(jq -r .format "$f")/$(jq -r .type "$f")
    curl -sf -u "$AUTH" -H 'Content-Type: application/json' -d @"$f" "$NX/repositories/$kind"
done
# docker bearer token realm + npm bearer token realm
curl -sf -u "$AUTH" -X PUT -H 'Content-Type: application/json' \
  -d '["NexusAuthenticatingRealm","DockerToken","NpmToken","LdapRealm"]' "$NX/security/realms/active"
