#!/bin/bash
# Called by scevent's script hook: push M5+ events in the arc to our phones
EVID="$1"; MAG="$2"; REGION="$3"
[ "$(echo "$MAG >= 5.0" | bc)" = 1 ] || exit 0
curl -s \
  --form-string "token={{pushover}}" \
  --form-string "user=$PUSHOVER_USER_KEY" \
  --form-string "title=M${MAG} ${REGION}" \
  --form-string "message=event ${EVID}" \
  https://api.pushover.net/1/messages.json
