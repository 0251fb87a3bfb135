#!/bin/bash
# nightly: ask both routers for a backup + export via REST, copy to the storage VM
set -eu
for r in rtr01 rtr02; do
  curl -sk -u "backup:{{password:routeros-admin-password}}" -X POST \
    "https://$r.mgmt.pipit.example.at/rest/system/backup/save" \
    -H 'content-type: application/json' -d "{\"name\":\"$r-nightly\",\"dont-encrypt\":\"yes\"}"
done
curl -fsS -m 10 --retry 3 https://hc-ping.com/{{uuid:healthchecks-ping-url}}
