dig +short TXT _acme-challenge.portal.nightjar.example.ch @1.1.1.1
pdnsutil rectify-zone nightjar.example.ch
pdnsutil show-zone nightjar.example.ch | grep DS
curl -s -H "X-API-Key: $PDNS_API_KEY" http://10.40.0.53:8081/api/v1/servers/localhost/zones | jq '.[].name'
aws --profile dns-acme route53 list-resource-record-sets --hosted-zone-id Z0847291QX3RTY6PLMN2
certbot certonly --dns-cloudflare --dns-cloudflare-credentials ~/certbot/cloudflare.ini -d '*.nightjar.example.ch' -d nightjar.example.ch
acme.sh --issue --dns dns_cf -d ood.nightjar.example.ch
rndc reload cluster.nightjar.example.ch
openssl x509 -in certs/wildcard.nightjar.example.ch.crt -noout -fingerprint -sha256
curl -X POST https://auth.acme-dns.nightjar.example.ch/register
