kinit oadeyemi@AD.FIRECREST.EXAMPLE.IE
klist -k /etc/krb5.keytab
ldapsearch -H ldaps://dc1.ad.firecrest.example.ie -D "CN=svc-sssd,OU=Service,DC=ad,DC=firecrest,DC=example,DC=ie" -w '{{password:ad-bind-password}}' -b "OU=Projects,DC=ad,DC=firecrest,DC=example,DC=ie" "(cn=fc-proj-*)" member
ldapsearch -H ldaps://dc1.ad.firecrest.example.ie -D "CN=svc-sssd,OU=Service,DC=ad,DC=firecrest,DC=example,DC=ie" -y ~/.ldappw -b "DC=ad,DC=firecrest,DC=example,DC=ie" "(sAMAccountName=kmensah)"
realm join --user=svc-join ad.firecrest.example.ie
net ads join -U 'svc-join%{{password:ad-join-password}}'
sss_cache -E
openssl x509 -in sp-cert.pem -noout -fingerprint -sha256
az ad app credential reset --id 4e2a6c8b-0d1f-4a3e-9b5c-7d9f1b3e5a7c --display-name sync-2024 --years 1
/opt/shibboleth-idp/bin/seckeygen.sh --alias secret --storefile /opt/shibboleth-idp/credentials/sealer.jks --versionfile /opt/shibboleth-idp/credentials/sealer.kver
