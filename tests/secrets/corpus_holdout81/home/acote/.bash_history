sudo update_ood_portal
sudo systemctl try-restart httpd
export PB_KEY={{goosander_porkbun_api_key}}
export PB_SECRET={{goosander_porkbun_secret_key}}
curl -s -X POST https://api.porkbun.com/api/json/v3/ping -d "{\"apikey\": \"$PB_KEY\", \"secretapikey\": \"$PB_SECRET\"}"
curl -s https://desec.io/api/v1/domains/ -H "Authorization: Token {{goosander_desec_token}}"
docker compose -f portals/traefik/docker-compose.yml up -d
docker compose logs -f traefik | grep -i acme
/opt/keycloak/bin/kcadm.sh config credentials --server https://sso.goosander.example.ca --realm master --user temp-admin --password '{{password14:keycloak-bootstrap-admin-password}}'
/opt/keycloak/bin/kcadm.sh get clients -r goosander -q clientId=ondemand --fields id,clientId
openssl rand -base64 32 | tr -- '+/' '-_'
docker run --rm -e GF_SECURITY_ADMIN_PASSWORD='{{password:grafana-admin-password}}' -p 3000:3000 grafana/grafana:11.3.0
openssl x509 -in /etc/pki/tls/certs/ondemand.goosander.example.ca.crt -noout -fingerprint -sha256
