#!/bin/bash
# Spectrum Scale CES: file authentication against the centre LDAP (run once on ces01)
/usr/lpp/mmfs/bin/mmuserauth service create --data-access-method file --type ldap \
  --servers ldap01.pratincole.example.org,ldap02.pratincole.example.org \
  --base-dn "dc=pratincole,dc=example,dc=org" \
  --user-name "cn=gpfs-ces,ou=services,dc=pratincole,dc=example,dc=org" \
  --password '{{password:ldap-bind-password}}' \
  --netbios-name pratces --enable-server-tls --user-objectclass posixAccount
