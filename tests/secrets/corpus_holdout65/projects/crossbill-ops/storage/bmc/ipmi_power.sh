#!/bin/bash
# power-cycle a hung OSS via its BMC; usage: ipmi_power.sh oss07 cycle
HOST=${1:?oss host}
ACTION=${2:-status}
ipmitool -I lanplus -H ${HOST}-bmc.mgmt.crossbill.example.pl -U ADMIN -P '{{password:bmc-password}}' chassis power $ACTION
