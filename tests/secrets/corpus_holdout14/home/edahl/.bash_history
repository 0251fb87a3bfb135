sudo postmap /etc/postfix/sasl_passwd
sudo certbot certonly --dns-cloudflare --dns-cloudflare-credentials ~/.secrets/cloudflare.ini -d '*.petrel.example.edu'
opendkim-genkey -b 2048 -d petrel.example.edu -s petrel2026
dig +short TXT petrel2026._domainkey.petrel.example.edu
nsupdate -y hmac-sha256:petrel-xfer:{{tsig:tsig-key}} update.txt
curl -H 'X-API-Key: {{alnum24:powerdns-api-key}}' http://127.0.0.1:8081/api/v1/servers/localhost/zones
wp --path=/var/www/news user list
curl -s --user 'api:{{mailgun:mailgun-api-key}}' https://api.mailgun.net/v3/mg.petrel.example.edu/stats/total -G -d event=delivered
swaks --to edahl@petrel.example.edu --server mx1 --auth-user noreply --auth-password "$(pass show mail/noreply)"
export CF_API_TOKEN=$(op read "op://Infra/cloudflare-dns/credential")
vault kv get -field=api_key secret/webmail/mailgun
