cd /opt/shibboleth-idp
bin/status.sh
bin/seckeygen.sh --storefile credentials/sealer.jks --versionfile credentials/sealer.kver --alias secret
ldapsearch -H ldaps://ldap.stilt.example.org -D cn=idp-bind,ou=services,dc=stilt,dc=example,dc=org -w '{{password:ldap-bind-password}}' -b ou=people,dc=stilt,dc=example,dc=org uid=jpark
ldapsearch -H ldaps://ldap.stilt.example.org -D cn=idp-bind,ou=services,dc=stilt,dc=example,dc=org -y ~/.ldap_bind_pw -b ou=people,dc=stilt,dc=example,dc=org uid=tkerr
openssl x509 -in credentials/idp-signing.crt -noout -fingerprint -sha256
curl -s https://idp.stilt.example.org/idp/shibboleth | xmllint --format - | head
docker compose -f /srv/keycloak/docker-compose.yml logs --tail 50
php /var/simplesamlphp/bin/pwgen.php
