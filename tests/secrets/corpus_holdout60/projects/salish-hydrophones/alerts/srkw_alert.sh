#!/bin/bash
# Post a Slack alert when the detector finds SRKW calls with score > 0.9 (for the whale-watch liaison)
N=$(awk -F, '$5 ~ /SRKW/ && $6 > 0.9' "$1" | wc -l)
[ "$N" -eq 0 ] && exit 0
curl -s -X POST -H 'Content-type: application/json' \
  --data "{\"text\":\"$N SRKW detections at BACAX in $(basename $1)\"}" \
  https://hooks.slack.com/services/{{slack_webhook:slack-webhook}}
