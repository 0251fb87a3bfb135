curl -sk -H "Authorization: Bearer {{fortigate_token}}" https://fw1.razorbill.example.edu/api/v2/cmdb/firewall/address | jq '.results | length'
curl -sk "https://pa-edge.razorbill.example.edu/api/?type=keygen&user=admin&password={{password:panos-admin-password}}"
curl -sk -H "X-PAN-KEY: {{panos_api_key}}" "https://pa-edge.razorbill.example.edu/api/?type=op&cmd=<show><system><info></info></system></show>"
curl -sk -u "$OPN_KEY:$OPN_SECRET" https://fw-dmz.razorbill.example.edu/api/core/firmware/status
snmpwalk -v3 -l authPriv -u razmon -a SHA -A '{{password:snmpv3-auth-passphrase}}' -x AES -X "$SNMP_PRIV" core1.razorbill.example.edu ifDescr
snmpwalk -v2c -c public core1.razorbill.example.edu sysDescr
wg genkey | tee /dev/shm/wg.key | wg pubkey
wg show wg-admin
ansible-playbook -i inventory firewalls.yml --ask-vault-pass --check
nsupdate -k /etc/bind/keys/ddns-razorbill.key
