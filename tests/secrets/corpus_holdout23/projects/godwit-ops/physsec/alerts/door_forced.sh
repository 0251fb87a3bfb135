#!/bin/sh
# called by the LenelS2 event action "Door forced open - MR1"
curl -s --form-string "token={{pushover}}" \
     --form-string "user=uQiRzpo4DXghDmr9QzzfQu27cmVRsG" \
     --form-string "priority=2" --form-string "retry=60" --form-string "expire=3600" \
     --form-string "message=MR1 door forced open at $(date -Iseconds)" \
     https://api.pushover.net/1/messages.json
