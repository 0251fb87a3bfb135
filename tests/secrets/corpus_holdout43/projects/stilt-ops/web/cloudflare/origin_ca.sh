#!/bin/sh
# Issue a 15-year Origin CA certificate for the WordPress/Ghost origin (Origin CA key, not the API token)
curl -s https://api.cloudflare.com/client/v4/certificates \
  -H "X-Auth-User-Service-Key: {{cloudflare_origin_ca_key}}" \
  -H "Content-Type: application/json" \
  --data @origin_csr.json | jq -r '.result.certificate' > ../nginx/ssl/origin.pem
