#!/bin/bash
# Application token for the fleet CI (Run:ai API, client credentials)
curl -s -X POST "https://bittern.run.ai/api/v1/token" \
  -H "Content-Type: application/json" \
  -d '{"grantType":"client_credentials","clientId":"fleet-ci","clientSecret":"{{alnum32:runai-client-secret}}"}' | jq -r .accessToken
