#!/bin/bash
# ipa02 replica, 2025-05 rebuild (RHEL 9.5, ipa-server 4.12)
set -e
ipa-replica-install -U \
  --principal admin \
  --admin-password '{{password:ipa-admin-password}}' \
  --setup-ca --setup-dns --forwarder 168.126.63.1 --forwarder 168.126.63.2 \
  --no-reverse --mkhomedir
ipa-ca-install -U -p "$DM_PASSWORD"
ipactl status
