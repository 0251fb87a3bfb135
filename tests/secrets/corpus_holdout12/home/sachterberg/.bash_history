kinit admin
klist
ipa user-show ydemir --all
ipa-server-install --realm FULMAR.EXAMPLE.EDU --domain fulmar.example.edu -p {{password:freeipa-directory-manager-password}} -a "$IPA_ADMIN_PW" --setup-dns --no-forwarders -U
ipa-replica-install --principal admin --admin-password "$IPA_ADMIN_PW" --setup-ca
echo '{{password14:freeipa-admin-password}}' | kinit admin
ldapsearch -H ldaps://ipa01.fulmar.example.edu -D "cn=Directory Manager" -w {{password:freeipa-directory-manager-password}} -b cn=users,cn=accounts,dc=fulmar,dc=example,dc=edu uid=taguilar
ldapsearch -H ldaps://ipa01.fulmar.example.edu -D "cn=Directory Manager" -W -b cn=config
ipa-getkeytab -s ipa01.fulmar.example.edu -p HTTP/ood.fulmar.example.edu -k /etc/httpd/http.keytab
base64 -w0 /etc/httpd/http.keytab
pi-manage admin add admin -e sachterberg@fulmar.example.edu
curl -s -X POST https://mfa.fulmar.example.edu/auth -d username=admin -d password={{password:privacyidea-admin-password}}
systemctl restart duoauthproxy
ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub
# 256 SHA256:q8x1Z0vB3nM5lK7jH9gF2dS4aP6oI8uY0tR3eW5q7Zc root@ipa01 (ED25519)
