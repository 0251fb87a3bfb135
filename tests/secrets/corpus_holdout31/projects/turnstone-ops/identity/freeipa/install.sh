#!/bin/bash
# First IdM server (ipa1). Replicas: ipa-replica-install --setup-ca --setup-dns
set -euo pipefail
ipa-server-install --unattended \
  --realm TURNSTONE.EXAMPLE.ORG \
  --domain turnstone.example.org \
  --hostname ipa1.turnstone.example.org \
  --ds-password '{{password:freeipa-admin-password}}' \
  --admin-password '{{password:freeipa-admin-password}}' \
  --setup-dns --forwarder 10.40.0.2 --auto-reverse \
  --no-ntp
