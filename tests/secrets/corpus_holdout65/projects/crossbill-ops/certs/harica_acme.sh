#!/bin/bash
# GEANT TCS (HARICA) ACME with External Account Binding, for ondemand + idp certificates
# EAB credentials from the HARICA CertManager "ACME" tab, account crossbill-ops
set -euo pipefail
EAB_KID={{alnum22:acme-eab-key-id}}
EAB_HMAC={{acme_eab_hmac}}
certbot certonly --standalone --non-interactive --agree-tos -m ops@crossbill.example.pl \
  --server https://acme.harica.gr/acme/3c1f9e2a-7b4d-4e6f-8a0b-1c2d3e4f5a6b/directory \
  --eab-kid "$EAB_KID" --eab-hmac-key "$EAB_HMAC" \
  -d ondemand.crossbill.example.pl -d idp.crossbill.example.pl
