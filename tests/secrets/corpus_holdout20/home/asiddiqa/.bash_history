cd /srv/gateways
sudo systemctl restart airavata-django-portal
curl -s -X POST https://shag.tapis.io/v3/oauth2/tokens -H "Content-Type: application/json" -d '{"username": "svc_gateway", "password": "{{password:tapis-service-password}}", "grant_type": "password"}'
export TAPIS_TOKEN={{tapis_token}}
curl -H "X-Tapis-Token: $TAPIS_TOKEN" https://shag.tapis.io/v3/systems?listType=ALL
curl -H "x-api-key: {{hex32:galaxy-api-key}}" https://galaxy.shag.example.edu/api/users/current
drush -r /srv/www/portal user:password admin "{{password:drupal-admin-password}}"
globus login --no-local-server
git -C /srv/gateways pull
