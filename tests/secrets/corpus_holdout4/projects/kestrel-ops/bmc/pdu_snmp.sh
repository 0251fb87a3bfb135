#!/bin/bash
# Read PDU outlet loads; SNMPv3 authPriv user "monitor"
for pdu in pdu-r12a pdu-r12b pdu-r13a; do
  snmpwalk -v3 -l authPriv -u monitor -a SHA -A '{{password:snmpv3-auth-passphrase}}' \
    -x AES -X "$SNMP_PRIV_PASS" "$pdu.mgmt.kestrel.example.edu" PowerNet-MIB::rPDU2OutletMeteredStatusLoad
  snmpget -v2c -c public "$pdu.mgmt.kestrel.example.edu" SNMPv2-MIB::sysUpTime.0
done
