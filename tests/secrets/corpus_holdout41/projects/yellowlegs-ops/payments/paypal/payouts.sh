#!/bin/bash
# Pay guest instructors through PayPal Payouts (REST, client credentials).
CLIENT_ID=AZq3x9L2m7W1v5B8n4C6z0J2h4G6f8D0s2A4q6W8e0R1t3Y5u7I9o1P3a5S7d9F1g3H5j7K9l1Z3x5C7v9B
TOKEN=$(curl -s https://api-m.paypal.com/v1/oauth2/token \
  -u "${CLIENT_ID}:{{paypal_client_secret}}" \
  -d grant_type=client_credentials | jq -r .access_token)
curl -s https://api-m.paypal.com/v1/payments/payouts -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' -d @payouts/2026-04.json
