kcadm.sh config credentials --server https://sso.whinchat.example.ie --realm master --client whinchat-automation --secret {{whinchat_keycloak_client_secret}}
kcadm.sh config credentials --server https://sso-staging.whinchat.example.ie --realm master --user tmpadm
kcadm.sh get clients -r whinchat -q clientId=ondemand --fields id,clientId
kcadm.sh get clients/2f8e6c4a-0b1d-4e3f-8a5c-7e9b1d3f5a7c/client-secret -r whinchat
kcadm.sh create clients/2f8e6c4a-0b1d-4e3f-8a5c-7e9b1d3f5a7c/client-secret -r whinchat
kcadm.sh update realms/whinchat -s bruteForceProtected=true
ipa user-add tst1 --first Test --last User --random
ipa otptoken-add --type=totp --owner=gdoyle --desc="yubikey 5c"
ipa-getkeytab -s ipa01.whinchat.example.ie -p HTTP/sso.whinchat.example.ie -k /tmp/http.keytab
kinit admin
ldapsearch -H ldaps://ipa01.whinchat.example.ie -D "uid=shib-bind,cn=sysaccounts,cn=etc,dc=whinchat,dc=example,dc=ie" -w '{{password:freeipa-sysaccount-password}}' -b cn=users,cn=accounts,dc=whinchat,dc=example,dc=ie uid=obreathnach
/opt/shibboleth-idp/bin/seckeygen.sh --storefile /opt/shibboleth-idp/credentials/sealer.jks --versionfile /opt/shibboleth-idp/credentials/sealer.kver --alias secret --storepass "$(grep storePassword /opt/shibboleth-idp/credentials/secrets.properties | cut -d= -f2)"
openssl x509 -in /opt/shibboleth-idp/credentials/idp-signing.crt -noout -fingerprint -sha256
