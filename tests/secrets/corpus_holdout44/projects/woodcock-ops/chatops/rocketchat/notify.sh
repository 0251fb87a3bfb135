#!/bin/bash
# post maintenance notices to #announcements
RC=https://chat.woodcock.example.org
curl -s -H "X-Auth-Token: {{b64url43:rocketchat-personal-access-token}}" \
     -H "X-User-Id: aobEdbYhXfu5hkeqG" \
     -H "Content-type:application/json" \
     "$RC/api/v1/chat.postMessage" -d "{\"channel\": \"#announcements\", \"text\": \"$1\"}"
# the incoming integration for the status page:
curl -s -X POST "$RC/hooks/{{rocketchat_webhook}}" -d "{\"text\": \"$1\"}"
