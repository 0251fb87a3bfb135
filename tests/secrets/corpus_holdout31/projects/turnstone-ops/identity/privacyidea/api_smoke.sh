#!/bin/bash
# quick check that the /token endpoint answers; token from POST /auth as admin (valid 1 h)
PI=https://mfa.turnstone.example.org
TOKEN="{{privacyidea_jwt}}"
curl -s -H "Authorization: $TOKEN" "$PI/token/?user=svc-backup&realm=turnstone" | jq '.result.value.count'
curl -s -H "Authorization: $TOKEN" "$PI/system/documentation" -o /dev/null -w '%{http_code}\n'
