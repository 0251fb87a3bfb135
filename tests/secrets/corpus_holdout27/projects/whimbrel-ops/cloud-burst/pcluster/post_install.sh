#!/bin/bash
# OnNodeConfigured: join the burst nodes to Whimbrel's munge realm and LDAP
set -euxo pipefail
# same key as the on-prem controllers so jobs can be forwarded (TODO: fetch from Secrets Manager)
echo "{{munge_b64:munge-key}}" | base64 -d > /etc/munge/munge.key
chown munge:munge /etc/munge/munge.key && chmod 400 /etc/munge/munge.key
systemctl restart munge
authselect select sssd with-mkhomedir --force
cat > /etc/sssd/sssd.conf <<SSSD
[domain/whimbrel]
id_provider = ldap
ldap_uri = ldaps://ldap.whimbrel.example.edu
ldap_default_bind_dn = uid=burst-bind,ou=services,dc=whimbrel,dc=example,dc=edu
ldap_default_authtok = {{password:ldap-bind-password}}
SSSD
chmod 600 /etc/sssd/sssd.conf
