#!/bin/bash
# Apply BIOS/iDRAC settings to the GPU nodes' BMCs (racadm remote)
set -u
USER=svc-racadm
PASS='{{password:idrac-password}}'
for n in $(seq -w 1 16); do
  host=gpu-a100-${n}-bmc.nuthatch.example.cz
  racadm -r "$host" -u "$USER" -p "$PASS" set BIOS.SysProfileSettings.SysProfile PerfOptimized
  racadm -r "$host" -u "$USER" -p "$PASS" jobqueue create BIOS.Setup.1-1 -r pwrcycle
done
