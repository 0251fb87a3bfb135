sudo -i
pdnsutil list-all-zones
pdnsutil secure-zone eider.example.edu
pdnsutil show-zone eider.example.edu
curl -s -H 'X-API-Key: {{alnum24:powerdns-api-key}}' http://127.0.0.1:8081/api/v1/servers/localhost/zones | jq '.[].name'
curl -s -H "X-API-Key: $PDNS_API_KEY" http://127.0.0.1:8081/api/v1/servers/localhost/statistics
tsig-keygen -a hmac-sha256 xfr-secondary > /etc/bind/xfr-secondary.key
nsupdate -y hmac-sha256:ddns-ood:{{tsig:tsig-key}} update.txt
nsupdate -k /etc/bind/ddns-ood.key update.txt
dig @ns1.eider.example.edu eider.example.edu AXFR -y hmac-sha256:xfr-secondary:{{tsig:tsig-key}}
certbot certonly --dns-cloudflare --dns-cloudflare-credentials ~/.secrets/cloudflare.ini -d 'eider-events.org' -d '*.eider-events.org'
certbot register --server https://acme.sectigo.com/v2/InCommonRSAOV --eab-kid Xk3aPz9QwLm2VtR8bN5c --eab-hmac-key {{b64url64:acme-eab-hmac-key}} -m webmaster@eider.example.edu --agree-tos
openssl x509 -in /etc/letsencrypt/live/ood.eider.example.edu/cert.pem -noout -fingerprint -sha256
htpasswd -B -c /etc/haproxy/stats.htpasswd admin
kubectl -n cert-manager get secret sectigo-eab -o yaml
