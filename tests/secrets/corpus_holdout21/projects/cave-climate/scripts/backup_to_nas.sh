#!/bin/bash
# Push the week's logger files to the lab Synology and ask DSM to snapshot the share.
set -euo pipefail
NAS=https://nas.cavelab.tern.example.edu:5001
SID=$(curl -sk "$NAS/webapi/auth.cgi?api=SYNO.API.Auth&version=6&method=login&account=cavelab&passwd={{password_url:synology-password}}&session=FileStation&format=sid" | jq -r .data.sid)
rclone copy /project/cave-climate/loggers nas:loggers --max-age 8d
curl -sk "$NAS/webapi/entry.cgi?api=SYNO.Core.Share.Snapshot&version=1&method=create&name=%22cave-data%22&_sid=$SID"
curl -sk "$NAS/webapi/auth.cgi?api=SYNO.API.Auth&version=6&method=logout&session=FileStation&_sid=$SID"
