cd /srv/authentik
docker compose pull && docker compose up -d
docker compose exec worker ak create_recovery_key 10 akadmin
curl -s -H "Authorization: Bearer {{alnum60:authentik-api-token}}" https://auth.serin.example.mx/api/v3/core/users/?username=akadmin | jq .
keytool -list -keystore /opt/shibboleth-idp/credentials/sealer.jks -storetype JCEKS -storepass {{password:shibboleth-sealer-password}}
/opt/shibboleth-idp/bin/seckeygen.sh --storefile /opt/shibboleth-idp/credentials/sealer.jks --storepass "$SEALER_PW" --versionfile /opt/shibboleth-idp/credentials/sealer.kver --alias secret
/opt/shibboleth-idp/bin/status.sh
openssl x509 -in /opt/shibboleth-idp/credentials/idp-signing.crt -noout -fingerprint -sha256
satosa-saml-metadata proxy_conf.yaml pki/frontend.key pki/frontend.crt
openssl rand -base64 60
