#!/bin/bash
# List hardware whose warranty ends within 90 days (Snipe-IT API).
SNIPEIT_URL=https://assets.curlew.example.edu/api/v1
SNIPEIT_TOKEN='{{snipeit_token}}'
curl -sf "${SNIPEIT_URL}/hardware?limit=500&status=Deployed" \
  -H "Authorization: Bearer ${SNIPEIT_TOKEN}" -H "Accept: application/json" |
  jq -r '.rows[] | select(.warranty_expires != null) | [.asset_tag, .name, .warranty_expires.date] | @tsv' |
  awk -v cutoff="$(date -d '+90 days' +%F)" '$3 <= cutoff'
