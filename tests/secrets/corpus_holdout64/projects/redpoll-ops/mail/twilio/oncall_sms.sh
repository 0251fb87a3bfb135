#!/bin/bash
# page the on-call admin; used by the Alertmanager SMS bridge
set -euo pipefail
ACCOUNT_SID=AC5f1e3d7c9b2a4068e1d3c5b7a9f0e2d4
# AUTH_TOKEN=your_auth_token
AUTH_TOKEN={{twilio_auth_token}}
FROM=+27870550123
TO=$(cat /etc/redpoll/oncall_number)
curl -sS -X POST "https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json" \
  --data-urlencode "Body=${1:-redpoll alert}" --data-urlencode "From=${FROM}" --data-urlencode "To=${TO}" \
  -u "${ACCOUNT_SID}:${AUTH_TOKEN}"
# messaging service for A2P: MG9e2b7c4d1a0f3e5b6c8d9a0b1c2d3e4f
