sudo -i
export PATH=$PATH:/opt/keycloak/bin
kcadm.sh config credentials --server https://sso.hawfinch.example.kr --realm master --user admin --password '{{password:keycloak-admin-password}}'
kcadm.sh get realms/hawfinch/clients -q clientId=grafana --fields id,clientId
kcadm.sh get clients/5b8e1f07-3c4a-4d92-8e6b-a1f0c7d93e25/client-secret -r hawfinch
echo '{{password:ipa-admin-password}}' | kinit admin
klist
ipa user-find --login=yabenov
ipa host-add node018.hawfinch.example.kr --random
ipa otptoken-add --type=totp --owner=svc-backup --desc="backup console 2FA"
ldapsearch -H ldaps://ipa01.hawfinch.example.kr -D "cn=Directory Manager" -w '{{password:ipa-directory-manager-password}}' -b cn=config "(objectClass=nsds5replicationagreement)" nsds5replicaLastUpdateStatus
ipa-getkeytab -s ipa01.hawfinch.example.kr -p HTTP/grafana.hawfinch.example.kr -k /tmp/grafana.keytab
base64 -w0 /tmp/grafana.keytab > /tmp/grafana.keytab.b64 && shred -u /tmp/grafana.keytab
systemctl restart keycloak
journalctl -u keycloak --since -10min | grep -i error
