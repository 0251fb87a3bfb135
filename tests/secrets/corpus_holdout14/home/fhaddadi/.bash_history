ssh core1
wg show wg0
wg genkey | tee ~/wg.key | wg pubkey
sudo vtysh -c 'show bgp summary'
curl -H "Authorization: Token $NETBOX_TOKEN" https://netbox.petrel.example.edu/api/status/
curl -k -H "X-PAN-KEY: {{panos_api_key:panos-api-key}}" "https://pa1.petrel.example.edu/api/?type=op&cmd=<show><system><info></info></system></show>"
curl -u "$OPN_KEY:$OPN_SECRET" https://fw1.petrel.example.edu/api/core/firmware/status
ansible-playbook -i inventories/prod site.yml --limit switches --ask-vault-pass
radtest fhaddadi 'x' 10.20.0.42 0 testing123
snmpwalk -v3 -l authPriv -u netmon -a SHA -A '{{password:snmpv3-auth-passphrase}}' -x AES -X "$SNMP_PRIV" core1 sysDescr
