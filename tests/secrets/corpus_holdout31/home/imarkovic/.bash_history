kinit admin
ipa user-add --first=Jonas --last=Weber jweber --shell=/bin/bash
ipa group-add-member hpc-users --users=jweber
ipa otptoken-find --owner=svc-backup
pi-manage admin add imarkovic -e imarkovic@turnstone.example.org
curl -s -X POST https://mfa.turnstone.example.org/auth -d username=imarkovic -d password="$(pass show turnstone/pi-admin)"
/opt/keycloak/bin/kc.sh export --dir /tmp/kc-export --realm turnstone --users skip
openssl x509 -in /opt/shibboleth-idp/credentials/idp-signing.crt -noout -fingerprint -sha256
keytool -list -keystore /opt/shibboleth-idp/credentials/sealer.jks -storepass:env SEALER_PW
okta-aws-cli --org-domain turnstone.okta.com --oidc-client-id 0oa9x7k3m2QpR5tV8h697
systemctl status duoauthproxy
