kinit admin
ipa user-add --first=Noor --last=Haddad nhaddad --shell=/bin/bash
ipa otptoken-add --type=totp --owner=nhaddad
ipa-getkeytab -s ipa01.kingfisher.example.nl -p host/login03.kingfisher.example.nl -k /tmp/login03.keytab
echo '{{password:freeipa-admin-password}}' | kinit admin
kcadm.sh get realms/hpc/clients -q clientId=ondemand --fields secret
curl -s -H "Authorization: SSWS {{okta}}" "https://kingfisher.okta.com/api/v1/groups?q=hpc"
systemctl restart duoauthproxy
ldappasswd -H ldap://localhost -x -D cn=admin,dc=kingfisher,dc=example,dc=nl -W -S uid=legacy1,ou=people,dc=kingfisher,dc=example,dc=nl
