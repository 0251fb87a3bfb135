#!/bin/bash
# Enrol a HOTP token for a service account whose seed the vendor printed on the hardware token.
PI=https://mfa.fulmar.example.edu
PI_TOKEN=$(curl -s -X POST $PI/auth -d username=admin -d password="$PI_ADMIN_PW" | jq -r .result.value.token)
curl -s -X POST $PI/token/init -H "Authorization: $PI_TOKEN" \
  -d type=hotp -d serial=OATH0004A7C1 -d user=svc-backup -d realm=fulmar \
  -d otpkey={{hex40:hotp-seed}} \
  -d genkey=0
