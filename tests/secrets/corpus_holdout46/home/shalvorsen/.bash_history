kinit admin
ipa user-find --login=mribeiro
realm join ad.hornbill.example.net -U svc-adjoin --one-time-password='{{password:ad-join-password}}'
realm list
sss_cache -E
systemctl restart sssd
ipa-getkeytab -s ipa1.hornbill.example.net -p host/login2.hornbill.example.net -k /etc/krb5.keytab
klist -kte /etc/krb5.keytab
curl -s -H "Authorization: SSWS {{okta}}" "https://hornbill.okta.com/api/v1/users?limit=5"
curl -s -H "Authorization: SSWS ${OKTA_API_TOKEN}" "https://hornbill.okta.com/api/v1/groups"
ldapsearch -x -H ldaps://dc1.ad.hornbill.example.net -D 'svc-sssd@ad.hornbill.example.net' -w '{{password:ldap-bind-password}}' -b 'dc=ad,dc=hornbill,dc=example,dc=net' '(sAMAccountName=pnatarajan)'
az login --service-principal -u 3b9e1f42-7c6d-4a85-b0e2-91d7c3f8a6e4 -p "$ENTRA_SECRET" --tenant d2f7a0c1-5e84-4b39-9a16-8c3e7f0b2d45
authproxyctl restart
