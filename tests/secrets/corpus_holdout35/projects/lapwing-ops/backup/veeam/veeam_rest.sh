#!/bin/bash
# Veeam B&R REST API (v1.1-rev2): token, then the session list for the Zabbix check
VBR=https://vbr01.lapwing.example.org:9419
TOKEN=$(curl -sk -X POST "$VBR/api/oauth2/token" \
  -H 'x-api-version: 1.1-rev2' \
  -d 'grant_type=password' \
  -d 'username=LAPWING%5Csvc-veeam-ro' \
  --data-urlencode 'password={{password:veeam-rest-password}}' | jq -r .access_token)
curl -sk "$VBR/api/v1/sessions?limit=50" -H 'x-api-version: 1.1-rev2' -H "Authorization: Bearer $TOKEN" \
  | jq '.data[] | {name, result: .result.result, id}'
# a session id for reference: 1da62818-d01a-443b-a2d7-ba0e3602e9d9
