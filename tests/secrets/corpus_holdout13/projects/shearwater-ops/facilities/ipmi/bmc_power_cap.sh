#!/bin/bash
# Cap the GPU nodes at 5.6 kW during the chiller maintenance window (DCMI power limit)
LIMIT=${1:-5600}
for n in $(seq -w 1 24); do
  ipmitool -I lanplus -H gpu${n}-bmc.mgmt.shearwater.example.edu -U ADMIN -P {{password_url:bmc-password}} \
    dcmi power set_limit limit "$LIMIT"
  ipmitool -I lanplus -H gpu${n}-bmc.mgmt.shearwater.example.edu -U ADMIN -E dcmi power activate
done
