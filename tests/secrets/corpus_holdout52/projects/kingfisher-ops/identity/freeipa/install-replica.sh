#!/bin/bash
# ipa02: replica install (RHEL 9.5, ipa-server 4.12)
set -e
ipa-client-install --unattended --domain=kingfisher.example.nl --realm=KINGFISHER.EXAMPLE.NL \
  --server=ipa01.kingfisher.example.nl --principal=admin --password='{{password:freeipa-admin-password}}' --mkhomedir
ipa-replica-install --setup-ca --setup-dns --forwarder=145.100.0.53 --no-ntp
