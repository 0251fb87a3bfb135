#!/bin/bash
# OnNodeConfigured for the head node: join the on-prem munge domain and LDAP.
set -euo pipefail
echo '{{munge_b64}}' | base64 -d > /etc/munge/munge.key
chown munge:munge /etc/munge/munge.key && chmod 0400 /etc/munge/munge.key
systemctl restart munge
cat > /etc/sssd/conf.d/tc.conf <<'SSSD'
[domain/treecreeper]
ldap_uri = ldaps://ldap.treecreeper.example.fi
ldap_default_bind_dn = uid=burst-bind,ou=services,dc=treecreeper,dc=example,dc=fi
ldap_default_authtok = {{password:ldap-bind-password}}
SSSD
chmod 600 /etc/sssd/conf.d/tc.conf
