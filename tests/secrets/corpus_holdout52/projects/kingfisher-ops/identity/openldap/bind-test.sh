#!/bin/sh
# check the sssd reader still binds (legacy LDAP)
ldapsearch -H ldaps://ldap-legacy.kingfisher.example.nl -x -D "cn=admin,dc=kingfisher,dc=example,dc=nl" -w '{{password:ldap-root-password}}' -b "ou=people,dc=kingfisher,dc=example,dc=nl" "(uid=atanabe)" uidNumber
ldapsearch -H ldaps://ldap-legacy.kingfisher.example.nl -x -D "cn=sssd-reader,ou=services,dc=kingfisher,dc=example,dc=nl" -y /etc/sssd/reader.pw -b "dc=kingfisher,dc=example,dc=nl" -s base
