#!/bin/bash
# second replica; the admin password comes from the vault
set -euo pipefail
ADMIN_PW=$(vault kv get -field=password secret/identity/ipa-admin)
ipa-replica-install --principal admin --admin-password "$ADMIN_PW" --setup-ca --setup-dns --forwarder 10.40.0.2
ipa-otptoken-add --type=totp --owner=hwalker --key=JBSWY3DPEHPK3PXP   # the RFC/Google example seed, for the demo
