#!/bin/bash
# run after the nightly XCP-ng export; pings both heartbeat services
set -u
/projects/pochard-ops/virt/scripts/xcp-backup.sh
rc=$?
# healthchecks.io check "xcp-golden-export"
curl -fsS -m 10 --retry 5 "https://hc-ping.com/{{uuid:healthchecks-ping-uuid}}/$rc"
# Better Stack heartbeat (kept during the migration, remove in 2027)
curl -fsS -m 10 "https://uptime.betterstack.com/api/v1/heartbeat/{{alnum24:betterstack-heartbeat-token}}"
# management API call for the report – check UUID only, the API key is in ~/.hcrc
curl -s -H "X-Api-Key: $HC_API_KEY" https://healthchecks.io/api/v3/checks/d1665499-e827-441f-bf13-8f15e8f4c0b9 | jq .status
