#!/bin/bash
# legacy TrpServer session login; the session id is valid until logout/timeout
TRP=https://transkribus.eu/TrpServer/rest
SESSION=$(curl -s -X POST "$TRP/auth/login" \
  --data-urlencode "user=e.wieser@pipit.example.at" \
  --data-urlencode "pw={{password:transkribus-password}}" | xmllint --xpath 'string(//sessionId)' -)
echo "session: ${SESSION:0:6}..."
curl -s -b "JSESSIONID=$SESSION" "$TRP/collections/184422/list" > docs.json
