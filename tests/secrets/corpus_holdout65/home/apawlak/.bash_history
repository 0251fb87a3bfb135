sudo /opt/ood/ood-portal-generator/sbin/update_ood_portal
sudo systemctl restart httpd ondemand-dex
ldapsearch -H ldaps://ldap.crossbill.example.pl -x -D uid=idp-bind,ou=services,dc=crossbill,dc=example,dc=pl -w '{{password:ldap-bind-password}}' -b ou=people,dc=crossbill,dc=example,dc=pl uid=zwroblewska
ldapsearch -H ldaps://ldap.crossbill.example.pl -x -D uid=ood-bind,ou=services,dc=crossbill,dc=example,dc=pl -y ~/.ldap-ood-bind.pw -b ou=groups,dc=crossbill,dc=example,dc=pl
/opt/shibboleth-idp/bin/module.sh -l
/opt/shibboleth-idp/bin/reload-service.sh -id shibboleth.AttributeResolverService
openssl rand -base64 36
openssl x509 -in /opt/shibboleth-idp/credentials/idp-signing.crt -noout -fingerprint -sha256
htpasswd -B -b /etc/ood/htpasswd dmazur '{{password:ood-htpasswd-password}}'
curl -s -H "Authorization: Bearer {{slurm_jwt}}" http://slurmrestd.crossbill.example.pl:6820/slurm/v0.0.41/jobs | jq '.jobs | length'
ansible-vault encrypt_string --vault-id ops@prompt 'x' --name vault_ood_oidc_client_secret
tail -f /opt/shibboleth-idp/logs/idp-process.log
