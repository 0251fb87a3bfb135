ssh news.sanderling.example.edu
sudo -u ghost ghost restart
ghost config --db mysql --dbhost localhost --dbuser ghost_news --dbpass '{{password:mysql-password}}' --dbname ghost_production
cd /srv/plausible && docker compose up -d
sudo bbb-conf --secret
sudo bbb-conf --setsecret {{random40:bigbluebutton-shared-secret}}
docker compose -f /srv/greenlight/docker-compose.yml restart greenlight
curl -s "http://localhost:9001/api/1.3.0/listAllPads?apikey={{hex64:etherpad-api-key}}"
vercel login
vercel env add VERCEL_TOKEN
curl -v -u {{alnum20:freshdesk-api-key}}:X "https://sanderlingrc.freshdesk.com/api/v2/groups"
git -C /srv/docs-site pull
