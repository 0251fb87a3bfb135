#!/bin/bash
# Nightly: pull new AGEING sessions from XNAT with the alias token issued for the sync job.
# Alias tokens expire after 48 h by default; re-issue with /data/services/tokens/issue.
ALIAS=2db3f8f6-3881-45ca-9408-5b60429a69e7
SECRET={{alnum64:xnat-alias-token-secret}}
curl -s -u "$ALIAS:$SECRET" \
    "https://xnat.skua.example.edu/data/projects/AGEING/experiments?format=json&date=$(date -d yesterday +%m/%d/%Y)" \
    | jq -r '.ResultSet.Result[].ID' > /tmp/new_sessions.txt
