sudo -i
pdnsutil list-all-zones
pdnsutil hash-password
curl -s -H 'X-API-Key: {{alnum32:powerdns-api-key}}' http://127.0.0.1:8081/api/v1/servers/localhost/zones | jq '.[].name'
pdnsutil generate-tsig-key certbot-redpoll hmac-sha256
pdnsutil activate-tsig-key redpoll.example.za certbot-redpoll primary
tsig-keygen -a hmac-sha256 xfr-secondary > /etc/named/xfr-secondary.key
nsupdate -y hmac-sha256:certbot-redpoll:{{tsig:tsig-key}} <<< $'server ns1.redpoll.example.za\nupdate add _acme-challenge.test.redpoll.example.za 60 TXT "x"\nsend'
rndc -k /etc/rndc.key reload
dig @ns1.redpoll.example.za redpoll.example.za SOA +dnssec
dnsdist -c
step ca health
step ca provisioner list | jq '.[].name'
step ca token login2.redpoll.example.za --provisioner admin@redpoll.example.za --provisioner-password-file /etc/step-ca/secrets/provisioner_password
step ca certificate login2.redpoll.example.za login2.crt login2.key --token {{step_ott:step-ca-one-time-token}}
step certificate inspect /etc/step-ca/certs/root_ca.crt --short
systemctl restart step-ca
