ipmitool -I lanplus -H stor01-ipmi.mgmt.whitethroat.example.cl -U ADMIN -P {{password:ipmi-password}} sel list | tail
export IPMI_PASSWORD=$(cat ~/.ipmi_pw)
ipmitool -I lanplus -H cn002-bmc.mgmt.whitethroat.example.cl -U root -E chassis power status
racadm -r cn001-bmc.mgmt.whitethroat.example.cl -u root -p calvin getsysinfo
racadm -r cn001-bmc.mgmt.whitethroat.example.cl -u root -p '{{password:idrac-password}}' jobqueue view
upsc eaton9px-a@nut01.whitethroat.example.cl battery.charge
upscmd -u nutadmin -p {{password:nut-admin-password}} eaton9px-a@nut01.whitethroat.example.cl test.battery.start.quick
snmpwalk -v1 -c {{alnum16:snmp-community}} pdu-r03a.mgmt.whitethroat.example.cl 1.3.6.1.4.1.318.1.1.12.2.3.1.1.2
snmpget -v3 -l authPriv -u nutmon -a SHA-256 -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" ups-a.mgmt.whitethroat.example.cl 1.3.6.1.2.1.33.1.2.4.0
python bms/metasys_pull.py
