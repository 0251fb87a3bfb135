#!/bin/bash
# Graceful restart through Redfish when SOL shows a hung node. Dell iDRAC9 on the CPU nodes.
node=$1
bmc="${node}-bmc.mgmt.tern.example.edu"
curl -sk -u root:{{password:idrac-password}} \
  -H 'Content-Type: application/json' \
  -d '{"ResetType": "GracefulRestart"}' \
  "https://${bmc}/redfish/v1/Systems/System.Embedded.1/Actions/ComputerSystem.Reset"
# a session token left from debugging the iDRAC session limit (sessions expire after 30 min)
curl -sk -H "X-Auth-Token: {{hex32:redfish-session-token}}" "https://${bmc}/redfish/v1/Managers/iDRAC.Embedded.1"
