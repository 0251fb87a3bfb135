#!/bin/sh
# Purge the cache after a docs deploy (zone stilt.example.org)
ZONE=9d2f4b6a8c0e1f3a5b7d9c1e3f5a7b9d
# legacy: Global API Key + email (works on every zone, rotate!)
curl -s -X POST "https://api.cloudflare.com/client/v4/zones/$ZONE/purge_cache" \
  -H "X-Auth-Email: kasante@stilt.example.org" \
  -H "X-Auth-Key: {{hex37:cloudflare-global-api-key}}" \
  -H "Content-Type: application/json" --data '{"purge_everything":true}'
