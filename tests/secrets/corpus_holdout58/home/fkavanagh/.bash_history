sudo -i
export DM_PW="$(pass show stonechat/ipa/directory-manager)"
ipa-server-install --realm STONECHAT.EXAMPLE.IE --domain stonechat.example.ie --hostname ipa1.stonechat.example.ie -p "$DM_PW" -a '{{password:freeipa-admin-password}}' --setup-dns --forwarder 10.40.0.2 --no-ntp -U
kinit admin
echo '{{password:freeipa-admin-password}}' | kinit admin
klist
ipa host-add login3.stonechat.example.ie --ip-address=10.40.2.13 --password='{{password:freeipa-host-otp}}'
ipa host-add gpu17.stonechat.example.ie --random
ipa-client-install --domain stonechat.example.ie --server ipa1.stonechat.example.ie -w '{{password:freeipa-host-otp}}' --mkhomedir -U
ipa-getkeytab -s ipa1.stonechat.example.ie -p HTTP/ondemand.stonechat.example.ie -k /tmp/ood-http.keytab
base64 -w0 /tmp/ood-http.keytab > /tmp/ood-http.keytab.b64 && shred -u /tmp/ood-http.keytab
ldapsearch -x -H ldaps://ipa1.stonechat.example.ie -D "cn=Directory Manager" -w '{{password:freeipa-directory-manager-password}}' -b cn=users,cn=accounts,dc=stonechat,dc=example,dc=ie uid=svc-keycloak
ipa user-mod svc-keycloak --password
/opt/keycloak/bin/kcadm.sh config credentials --server https://sso.stonechat.example.ie --realm master --user admin --password '{{password:keycloak-admin-password}}'
/opt/keycloak/bin/kcadm.sh get clients -r stonechat -q clientId=grafana --fields id,clientId
/opt/keycloak/bin/kcadm.sh get clients/8a1f3c2e-6b9d-4e07-a5c4-2d7e9f1b3a60/client-secret -r stonechat
/opt/idp/bin/seckeygen.sh --storefile /opt/idp/credentials/sealer.jks --storepass '{{password:shibboleth-sealer-password}}' --versionfile /opt/idp/credentials/sealer.kver --alias secret
systemctl restart jetty
sss_obfuscate -d STONECHAT-LDAP
sss_cache -E && systemctl restart sssd
