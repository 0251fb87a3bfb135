#!/bin/bash
# First KDC for PRATINCOLE.EXAMPLE.ORG (kdc01), 2024-10-02
set -euo pipefail
kdb5_util create -r PRATINCOLE.EXAMPLE.ORG -s -P '{{password:kerberos-master-password}}'
kadmin.local -q "addprinc -pw '{{password:kerberos-admin-password}}' lkahale/admin"
kadmin.local -q "addprinc -randkey host/kdc02.pratincole.example.org"
kadmin.local -q "ktadd -k /etc/krb5.keytab host/kdc01.pratincole.example.org"
systemctl enable --now krb5kdc kadmin
