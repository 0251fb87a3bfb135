tsig-keygen -a hmac-sha256 acme-update.greenfinch.example.is.
pdnsutil import-tsig-key ns1-ns2.greenfinch.example.is. hmac-sha256 '{{tsig:tsig-key}}'
pdnsutil activate-tsig-key greenfinch.example.is ns1-ns2.greenfinch.example.is. primary
pdnsutil list-tsig-keys
curl -s -H 'X-API-Key: {{alnum32:powerdns-api-key}}' http://127.0.0.1:8081/api/v1/servers/localhost/zones | jq '.[].name'
nsupdate -y hmac-sha256:acme-update.greenfinch.example.is.:{{tsig:tsig-key}} <<< $'server 130.208.81.52\nupdate add _acme-challenge.erddap.greenfinch.example.is. 60 TXT "test"\nsend'
knotc zone-status greenfinch.example.is
keymgr 81.208.130.in-addr.arpa ds
dig +dnssec greenfinch.example.is DNSKEY @ns2.greenfinch.example.is
dnssec-dsfromkey Kgreenfinch.example.is.+013+40721.key
rndc -k /etc/bind/rndc.key reload
dnsdist -c 127.0.0.1:5199
