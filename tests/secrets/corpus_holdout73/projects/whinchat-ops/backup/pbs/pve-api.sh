#!/bin/bash
# list VMs without a backup in the last 48h (run from pbs01)
curl -fsS -k -H "Authorization: PVEAPIToken=cmk-monitor@pve!backupcheck={{uuid:proxmox-api-token}}" \
  https://pve01.whinchat.example.ie:8006/api2/json/cluster/backup-info/not-backed-up | jq -r '.data[].name'
