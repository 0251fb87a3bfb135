#!/bin/bash
# Monthly burst spend to the HPC steering channel in Teams
SPEND=$(aws ce get-cost-and-usage --time-period Start=$(date -d '-1 month' +%Y-%m-01),End=$(date +%Y-%m-01) \
  --granularity MONTHLY --metrics UnblendedCost --filter file://filter-burst.json | jq -r '.ResultsByTime[0].Total.UnblendedCost.Amount')
curl -s -H 'Content-Type: application/json' \
  -d "{\"text\": \"Burst spend last month: USD ${SPEND}\"}" \
  "https://bittern.webhook.office.com/webhookb2/{{teams_webhook}}"
