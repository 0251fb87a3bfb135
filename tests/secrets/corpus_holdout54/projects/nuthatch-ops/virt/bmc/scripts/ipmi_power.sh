#!/bin/bash
# Slurm power-saving helpers call this: ipmi_power.sh on|off HOSTLIST
ACTION=$1; shift
IPMI_USER=slurmpower
export IPMI_PASSWORD='{{password:ipmi-password}}'
for h in $(scontrol show hostnames "$1"); do
  ipmitool -I lanplus -H ${h}-bmc.nuthatch.example.cz -U $IPMI_USER -E chassis power $ACTION
done
