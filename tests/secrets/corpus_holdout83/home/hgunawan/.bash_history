kanidm login -D idm_admin
kanidm person radius show-secret rpratama
pi-manage admin add hgunawan -e hgunawan@garganey.example.id
pi-manage api createtoken -r admin -u hgunawan -d 30
curl -s -H "PI-Authorization: {{jwt:privacyidea-admin-token}}" https://otp.garganey.example.id/token/?user=dlestari
zitadel-tools key2jwt --audience=https://sso.garganey.example.id --key=provisioner-key.json
curl -s -H "Authorization: Bearer $ZITADEL_PAT" https://sso.garganey.example.id/management/v1/users/_search -d '{}'
ldapwhoami -x -H ldaps://ldap.garganey.example.id -D cn=llng,ou=services,dc=garganey,dc=example,dc=id -w '{{password:lemonldap-ldap-bind-password}}'
