#!/bin/bash
# usage: pushover.sh "title" "message"
curl -s \
  --form-string "token={{pushover}}" \
  --form-string "user=uQiRzpo4DXghDmr9QzzfQu27cmVRsG" \
  --form-string "title=$1" \
  --form-string "message=$2" \
  --form-string "priority=1" \
  https://api.pushover.net/1/messages.json
