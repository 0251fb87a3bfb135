#!/bin/bash
# GA4GH htsget behind a passport broker: the visa-bearing access token goes in a bearer header
set -euo pipefail
TOKEN="{{jwt:ga4gh-passport-token}}"
curl -sf -H "Authorization: Bearer ${TOKEN}" \
  "https://htsget.rd-connect.example.org/reads/EGAF00005123456?format=BAM&referenceName=chr2&start=166000000&end=166300000" \
  | jq -r '.htsget.urls[].url' > urls.txt
# the DRS object id below is an id, not a secret
DRS_ID="drs://drs.rd-connect.example.org/4c1f8e2a-93b7-4d0e-8a5f-6e2b1c9d7f30"
