#!/bin/bash
# list VMs and their last PBS backup time for the weekly report
PVE=https://pve1.twite.example.no:8006/api2/json
AUTH="Authorization: PVEAPIToken=obrekke@pam!inventory={{uuid:proxmox-api-token}}"
curl -s -H "$AUTH" "$PVE/cluster/resources?type=vm" | jq -r '.data[] | [.vmid, .name, .node] | @tsv'
curl -s -H "$AUTH" "$PVE/nodes/pve1/storage/twite-pbs/content?content=backup" | jq -r '.data[] | [.vmid, .ctime] | @tsv'
