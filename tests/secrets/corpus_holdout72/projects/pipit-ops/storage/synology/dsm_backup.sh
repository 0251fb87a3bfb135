#!/bin/sh
# DSM Web API: log in, trigger Hyper Backup task, log out
NAS=https://nas-dh.pipit.example.at:5001/webapi
SID=$(curl -sk "$NAS/auth.cgi?api=SYNO.API.Auth&version=3&method=login&account=svc-backup&passwd=${DSM_PASS}&session=HyperBackup&format=sid" | jq -r .data.sid)
curl -sk "$NAS/entry.cgi?api=SYNO.Backup.Task&version=1&method=backup&taskid=3&_sid=$SID"
curl -sk "$NAS/auth.cgi?api=SYNO.API.Auth&version=1&method=logout&session=HyperBackup&_sid=$SID"
