rancid-run -r core-rtr1.net.godwit.example.edu
clogin -c 'show bgp summary' core-rtr1.net.godwit.example.edu
ripe-atlas configure --set authorisation.create={{uuid:ripe-atlas-api-key}}
ripe-atlas measure ping --target godwit.example.edu --probes 20
peeringdb sync
curl -sk -u admin:{{password:password}} "https://ipam.net.godwit.example.edu/wapi/v2.12/record:host?name~=gpu-&_return_fields=ipv4addrs"
curl -sk -u admin:${INFOBLOX_PW} "https://ipam.net.godwit.example.edu/wapi/v2.12/network?network=10.40.0.0/16"
nsupdate -y hmac-sha256:acme-update:{{tsig}} acme.nsupdate
wg show wg-oob
ssh -l netops fw1.net.godwit.example.edu
snmpwalk -v3 -l authPriv -u librenms -a SHA -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" dist-sw1 ifDescr
