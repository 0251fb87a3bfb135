kinit dmurphy@AVOCET.EXAMPLE.EDU
klist -k /etc/krb5.keytab
kadmin -p dmurphy/admin -q "ktadd -k /tmp/HTTP.ood.keytab HTTP/ondemand.avocet.example.edu"
base64 -w0 /tmp/HTTP.ood.keytab > /tmp/HTTP.ood.keytab.b64
shred -u /tmp/HTTP.ood.keytab
ldapsearch -x -H ldaps://ldap.avocet.example.edu -D "cn=idp-bind,ou=services,dc=avocet,dc=example,dc=edu" -w '{{password:ldap-bind-password}}' -b "ou=people,dc=avocet,dc=example,dc=edu" uid=ceze
ldapsearch -x -H ldaps://ldap.avocet.example.edu -D "cn=idp-bind,ou=services,dc=avocet,dc=example,dc=edu" -W uid=kwatanabe
eapol_test -c ~/eduroam-test.conf -a 10.40.1.15 -s {{password:radius-shared-secret}}
radtest eduroam-probe@avocet.example.edu '{{password:eduroam-test-password}}' 127.0.0.1 0 testing123
ipmitool -I lanplus -H n0412-bmc.avocet.example.edu -U ADMIN -P '{{password:ipmi-password}}' chassis power status
ipmitool -I lanplus -H n0413-bmc.avocet.example.edu -U ADMIN -E sel list
rt ls -q 'HPC Support' "Status='new'"
/opt/shibboleth-idp/bin/seckeygen.sh --storefile credentials/sealer.jks --versionfile credentials/sealer.kver --alias secret
echo '{{password:kerberos-password}}' | kinit svc_amanda@AVOCET.EXAMPLE.EDU
klist
