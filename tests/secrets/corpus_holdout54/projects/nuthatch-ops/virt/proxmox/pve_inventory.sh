#!/bin/bash
# dump VM inventory from the PVE API with the read-only token
PVE=https://pve01.nuthatch.example.cz:8006/api2/json
AUTH="Authorization: PVEAPIToken=inventory@pve!ro={{uuid:proxmox-api-token-secret}}"
curl -s -H "$AUTH" "$PVE/cluster/resources?type=vm" | jq -r '.data[] | [.vmid, .name, .node, .status] | @tsv'
