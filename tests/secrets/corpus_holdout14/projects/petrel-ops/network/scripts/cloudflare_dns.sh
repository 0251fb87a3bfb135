#!/bin/bash
# update the A record of status.petrel.example.edu (Cloudflare-hosted zone)
ZONE=9c3e7a1b5d2f4e8a6c0b9d7e3f1a5c2b
RECORD=4b8d2e6f0a1c3e5b7d9f1a3c5e7b9d0f
curl -s -X PUT "https://api.cloudflare.com/client/v4/zones/$ZONE/dns_records/$RECORD" \
  -H "Authorization: Bearer {{b64url40:cloudflare-api-token}}" \
  -H "Content-Type: application/json" \
  --data '{"type":"A","name":"status","content":"198.51.100.25","ttl":300,"proxied":false}'
