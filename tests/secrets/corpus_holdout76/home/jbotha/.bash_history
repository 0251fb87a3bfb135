ldapsearch -x -H ldaps://ldap.chiffchaff.example.za -D cn=admin,dc=chiffchaff,dc=example,dc=za -w {{password:ldap-admin-password}} -b ou=services,dc=chiffchaff,dc=example,dc=za dn
ldappasswd -x -H ldaps://ldap.chiffchaff.example.za -D cn=admin,dc=chiffchaff,dc=example,dc=za -W -S cn=authelia,ou=services,dc=chiffchaff,dc=example,dc=za
docker run --rm authelia/authelia:4.38 authelia crypto rand --length 64 --charset alphanumeric
docker run --rm authelia/authelia:4.38 authelia crypto hash generate pbkdf2 --variant sha512 --random --random.length 72
php /var/simplesamlphp/bin/pwgen.php
softhsm2-util --init-token --slot 0 --label mdsigner \
    --so-pin {{password:softhsm-so-pin}} \
    --pin {{password:softhsm-user-pin}}
pkcs11-tool --module /usr/lib64/softhsm/libsofthsm2.so --login --pin {{password:softhsm-user-pin}} --keypairgen --key-type rsa:3072 --label mdsigner
curl -u svc-sync:{{password:grouper-ws-password}} "https://grouper.chiffchaff.example.za/grouper-ws/servicesRest/v2_6_000/groups/proj:atlas-za:members/members"
satosa-saml-metadata proxy_conf.yaml /etc/satosa/pki/frontend.key /etc/satosa/pki/frontend.crt
openssl x509 -in /etc/satosa/pki/frontend.crt -noout -fingerprint -sha256
