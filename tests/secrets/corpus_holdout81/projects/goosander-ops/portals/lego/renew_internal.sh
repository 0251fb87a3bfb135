#!/bin/bash
# Internal names (*.goosander.example.ca) are delegated to deSEC for the ACME DNS-01 challenge
# (_acme-challenge CNAMEs point at goosander-acme.dedyn.io)
set -euo pipefail
export DESEC_TOKEN={{goosander_desec_token}}
export DESEC_PROPAGATION_TIMEOUT=300
lego --email web-admin@goosander.example.ca --dns desec \
     --domains 'ondemand.goosander.example.ca' --domains 'transfer.goosander.example.ca' \
     --path /etc/lego renew --days 30
systemctl reload httpd

# token for the staging zone is read-only and lives in /etc/lego/desec-staging.token (0600)
