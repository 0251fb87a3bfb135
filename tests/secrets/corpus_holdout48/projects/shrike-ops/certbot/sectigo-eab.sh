#!/bin/sh
# Sectigo (Jisc) ACME with external account binding for the public-facing portals
certbot register --agree-tos -m pki@shrike.example.ac.uk \
  --server https://acme.sectigo.com/v2/OV \
  --eab-kid {{alnum22:acme-eab-kid}} \
  --eab-hmac-key {{acme_eab_hmac}}
