#!/bin/bash
# Apply the GPU node BIOS profile through iDRAC (racadm) and Redfish.
# BMC_PW comes from `pass show bmc/gpu`; the factory default root/calvin is disabled on all nodes.
set -euo pipefail
for n in $(seq -w 1 24); do
  bmc=bmc-gpu-a$n.mgmt.kestrel.example.edu
  racadm -r "$bmc" -u root -p "$BMC_PW" set BIOS.ProcSettings.LogicalProc Disabled
  racadm -r "$bmc" -u root -p "$BMC_PW" jobqueue create BIOS.Setup.1-1
  curl -sk -u "root:${BMC_PW}" "https://$bmc/redfish/v1/Systems/System.Embedded.1/Bios" | jq .Attributes.SysProfile
done
