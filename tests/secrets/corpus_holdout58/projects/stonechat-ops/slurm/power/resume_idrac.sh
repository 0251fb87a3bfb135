#!/bin/bash
# Slurm ResumeProgram: power on powered-down nodes through their iDRACs (Redfish)
# slurm.conf: ResumeProgram=/etc/slurm/power/resume_idrac.sh  SuspendTime=1800
IDRAC_USER=slurm-power
IDRAC_PASS='{{password:idrac-password}}'
for node in $(scontrol show hostnames "$1"); do
    curl -sk -u "$IDRAC_USER:$IDRAC_PASS" -H 'Content-Type: application/json' \
        -X POST "https://${node}-bmc.mgmt.stonechat.example.ie/redfish/v1/Systems/System.Embedded.1/Actions/ComputerSystem.Reset" \
        -d '{"ResetType": "On"}'
done
