cd /srv/portal
drush status
drush uli --uri=https://portal.redstart.example.se
drush user:password webadmin '{{password:drupal-admin-password}}'
wp --path=/srv/news user create syncbot syncbot@redstart.example.se --role=editor --user_pass='{{password:wordpress-user-password}}'
wp --path=/srv/news user application-password create syncbot newsroom-sync --porcelain
mysql -h mariadb.web.redstart.example.se -u wp_news -p'{{password:wordpress-db-password}}' wp_news -e 'SELECT COUNT(*) FROM rs_posts'
certbot certonly --dns-cloudflare --dns-cloudflare-credentials /etc/letsencrypt/cloudflare.ini -d portal.redstart.example.se
openssl x509 -in /etc/letsencrypt/live/portal.redstart.example.se/cert.pem -noout -fingerprint -sha256
htpasswd -nbB preview 'previewpass'
docker compose -f /srv/traefik/docker-compose.yml up -d
