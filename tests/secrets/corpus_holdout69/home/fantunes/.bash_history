export PATH=$PATH:/opt/keycloak/bin
kcadm.sh config credentials --server https://sso.bullfinch.example.pt --realm master --user admin --password {{password:keycloak-admin-password}}
kcadm.sh get realms --fields realm,enabled
kcadm.sh get clients -r bullfinch --fields id,clientId
kcadm.sh get clients/2d8f5095-e683-471f-bac7-2b9062ffb163/client-secret -r bullfinch
kcadm.sh create clients/0ac34322-6b6a-469a-8105-a326b72ace60/client-secret -r bullfinch
ldapsearch -H ldaps://ldap.bullfinch.example.pt -D "cn=keycloak,ou=svc,dc=bullfinch,dc=example,dc=pt" -w {{password:ldap-bind-password}} -b ou=people,dc=bullfinch,dc=example,dc=pt uid=jpereira
kadmin -p fantunes/admin@BULLFINCH.EXAMPLE.PT -w {{password:kerberos-admin-password}} -q "ktadd -k /tmp/http-ood.keytab HTTP/ood.bullfinch.example.pt"
klist -kte /tmp/http-ood.keytab
base64 -w0 /tmp/http-ood.keytab > /tmp/http-ood.keytab.b64
kdb5_util create -s -r BULLFINCH.EXAMPLE.PT -P {{password:kdc-master-password}}
kadmin.local -q "addprinc -randkey svc-backup@BULLFINCH.EXAMPLE.PT"
shred -u /tmp/http-ood.keytab
slappasswd -h {SSHA}
ldapmodify -H ldapi:/// -Y EXTERNAL -f olc-rootpw.ldif
ldapsearch -x -H ldaps://ldap.bullfinch.example.pt -D cn=Manager,dc=bullfinch,dc=example,dc=pt -w {{password:ldap-manager-password}} -b dc=bullfinch,dc=example,dc=pt "(uid=svc-*)" dn
