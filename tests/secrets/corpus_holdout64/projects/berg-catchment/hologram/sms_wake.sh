#!/bin/bash
# Send the wake-up SMS to a Campbell logger's Hologram SIM (device id as $1).
# Hologram REST API: Basic auth, user "apikey", password = the API key.
set -euo pipefail
DEVICE=${1:?device id}
HOLOGRAM_KEY=${HOLOGRAM_KEY:-{{alnum32:hologram-api-key}}}
curl -sS -u "apikey:${HOLOGRAM_KEY}" -H 'Content-Type: application/json' \
     -d "{\"deviceid\": ${DEVICE}, \"body\": \"WAKE 15\"}" \
     https://dashboard.hologram.io/api/1/sms/incoming
