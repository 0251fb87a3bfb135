kcadm.sh config credentials --server https://sso.gannet.example.edu --realm master --user admin --password {{password:keycloak-admin-password}}
kcadm.sh get clients -r gannet --fields clientId,id | jq .
kcadm.sh get clients/7d1e2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b/client-secret -r gannet
ipa user-find --login=tnakamura
ldapmodify -x -H ldaps://ds1.gannet.internal -D "cn=Directory Manager" -W -f disable-user.ldif
ldapsearch -x -H ldaps://ds1.gannet.internal -D "uid=svc-ood,cn=users,cn=accounts,dc=gannet,dc=example,dc=edu" -w {{password:ldap-svc-ood-password}} -b cn=groups,cn=accounts,dc=gannet,dc=example,dc=edu cn=ood-users
snmpwalk -v3 -l authPriv -u nms sw-core1.gannet.internal ifDescr
snmpget -v2c -c {{alnum16:snmp-community}} pdu-r12.gannet.internal sysUpTime.0
certbot certificates
lego --email ops@gannet.example.edu --dns cloudflare --domains ood.gannet.example.edu renew
curl -s -H "Authorization: SSWS $OKTA_TOKEN" https://gannet.okta.com/api/v1/apps?limit=20
curl -k -u wazuh-wui:{{password:wazuh-api-password}} -X POST "https://wazuh.gannet.internal:55000/security/user/authenticate?raw=true"
ssh netops@sw-core1.gannet.internal
