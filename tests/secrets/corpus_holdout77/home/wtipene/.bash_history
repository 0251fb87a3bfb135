cd /srv/sites
sudo certbot certonly --authenticator dns-gandi --dns-gandi-credentials /etc/letsencrypt/gandi/gandi.ini -d 'gliders.blackcap.example.nz'
HETZNER_API_KEY={{alnum32:hetzner-dns-api-token}} lego --dns hetzner -d '*.lab.blackcap.example.nz' --email web@blackcap.example.nz run
curl -s -H "Authorization: Bearer {{hex40:gandi-personal-access-token}}" https://api.gandi.net/v5/livedns/domains
docker compose -f /srv/directus/docker-compose.yml up -d
npx directus users passwd --email web@blackcap.example.nz --password '{{password:directus-admin-password}}'
mysql -h db-web.blackcap.example.nz -u joomla_mel -p'{{password:joomla-db-password}}' joomla_mel -e 'select id,username from x7k2m_users'
vendor/bin/typo3 install:password:set
curl -s -u "${KEYCDN_API_KEY}:" https://api.keycdn.com/zones.json | jq '.data.zones[].name'
curl -s https://mel.blackcap.example.nz/api/index.php/v1/users -H "X-Joomla-Token: {{blackcap_joomla_api_token}}"
sudo cat /etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/8c2f4a1e9b7d3c5e0f6a2b4d8e1c3f5a/regr.json
