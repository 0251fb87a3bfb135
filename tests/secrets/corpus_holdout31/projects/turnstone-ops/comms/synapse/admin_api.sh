#!/bin/bash
# Synapse admin API helpers. The access token is the @mgallagher admin session's
# (Element -> Settings -> Help & About -> Access Token).
HS=https://matrix.turnstone.example.org
ADMIN_TOKEN='{{turnstone_matrix_token:matrix-access-token}}'

list_users() {
  curl -s -H "Authorization: Bearer ${ADMIN_TOKEN}" "$HS/_synapse/admin/v2/users?from=0&limit=100&guests=false"
}
deactivate() {
  curl -s -X POST -H "Authorization: Bearer ${ADMIN_TOKEN}" -d '{"erase": false}' \
       "$HS/_synapse/admin/v1/deactivate/@$1:turnstone.example.org"
}
"$@"
