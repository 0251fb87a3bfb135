#!/bin/bash
# Issue a Cloudflare Origin CA certificate for the user portal (15 years)
curl -s https://api.cloudflare.com/client/v4/certificates \
  -H "X-Auth-User-Service-Key: {{cloudflare_origin_ca_key}}" \
  -H 'Content-Type: application/json' \
  -d "{\"hostnames\":[\"portal.nightjar.example.ch\"],\"requested_validity\":5475,\"request_type\":\"origin-ecc\",\"csr\":\"$(awk '{printf "%s\\n", $0}' portal.csr)\"}"
