#!/bin/sh
# legacy purge script from before API tokens; uses the account owner's Global API Key
CF_EMAIL="web-ops@dunnock.example.nz"
CF_KEY="{{hex37:cloudflare-global-api-key}}"
ZONE="2c5f8a1d4e7b0c3f6a9d2e5b8c1f4a7d"
curl -s -X POST "https://api.cloudflare.com/client/v4/zones/$ZONE/purge_cache" \
  -H "X-Auth-Email: $CF_EMAIL" -H "X-Auth-Key: $CF_KEY" \
  -H "Content-Type: application/json" --data '{"purge_everything":true}'
