#!/bin/bash
# Icinga -> Opsgenie alert API v2. Key comes from the User object (OG_API_KEY env).
set -eu
API="https://api.${OG_REGION:-eu}.opsgenie.com/v2/alerts"
if [ "$STATE" = "UP" ]; then
  curl -s -X POST "$API/${HOSTNAME}/close?identifierType=alias" \
    -H "Authorization: GenieKey ${OG_API_KEY}" -H 'Content-Type: application/json' -d '{"source":"icinga01"}'
else
  curl -s -X POST "$API" -H "Authorization: GenieKey ${OG_API_KEY}" -H 'Content-Type: application/json' \
    -d "{\"message\":\"${HOSTNAME} is ${STATE}\",\"alias\":\"${HOSTNAME}\",\"description\":\"${OUTPUT}\",\"tags\":[\"hpc\",\"icinga\"]}"
fi
