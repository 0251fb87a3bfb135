#!/bin/bash
# Post a new fast rotator to #neo-spins
curl -s -X POST https://slack.com/api/chat.postMessage \
  -H "Authorization: Bearer {{slack_bot}}" \
  -H 'Content-type: application/json; charset=utf-8' \
  --data "{\"channel\":\"C07NEOSP1NS\",\"text\":\"$1\"}"
