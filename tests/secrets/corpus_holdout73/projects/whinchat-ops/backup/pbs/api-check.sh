#!/bin/bash
# check datastore usage + last verify job; called by Checkmk local check
PBS=https://pbs01.whinchat.example.ie:8007
AUTH="PBSAPIToken={{whinchat_pbs_token}}"
curl -fsS -k -H "Authorization: $AUTH" "$PBS/api2/json/status/datastore-usage" \
  | jq -r '.data[] | "\(.store) \(.used) \(.total)"'
curl -fsS -k -H "Authorization: PBSAPIToken=${PBS_TOKEN_ID}:${PBS_TOKEN_SECRET}" "$PBS/api2/json/nodes/localhost/tasks?typefilter=verify&limit=1"
