docker compose -f /srv/authentik/docker-compose.yml pull
echo "PG_PASS=$(openssl rand -base64 36 | tr -d '\n')" >> .env
echo "AUTHENTIK_SECRET_KEY=$(openssl rand -base64 60 | tr -d '\n')" >> .env
docker compose up -d
curl -s -H "Authorization: Bearer {{alnum60:authentik-api-token}}" https://auth.dotterel.example.org/api/v3/core/users/?search=kowusu | jq '.results[0].pk'
ldapwhoami -x -H ldaps://ldap.dotterel.example.org -D cn=dex-bind,ou=services,dc=dotterel,dc=example,dc=org -w '{{password:ldap-bind-password}}'
ldapsearch -x -H ldaps://ldap.dotterel.example.org -D cn=ssp-bind,ou=services,dc=dotterel,dc=example,dc=org -y ~/.ldap-bind.pw -b ou=people,dc=dotterel,dc=example,dc=org uid=kowusu
openssl x509 -in pki/backend.crt -noout -fingerprint -sha256
satosa-saml-metadata proxy_conf.yaml pki/backend.key pki/backend.crt
kubectl -n sso rollout restart deploy/dex
kubectl -n sso get secret dex-env -o jsonpath='{.data.DEX_GITEA_CLIENT_SECRET}' | base64 -d
