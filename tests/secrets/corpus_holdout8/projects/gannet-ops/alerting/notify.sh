#!/bin/bash
# Called by slurmctld's MailProg wrapper and by cron checks: push to Gotify and PagerDuty
set -euo pipefail
GOTIFY_URL=https://gotify.gannet.internal
GOTIFY_TOKEN="{{gotify_app:gotify-app-token}}"
PD_ROUTING_KEY="{{hex32:pagerduty-routing-key}}"

title=$1; shift; message=$*
curl -fsS "$GOTIFY_URL/message?token=$GOTIFY_TOKEN" -F "title=$title" -F "message=$message" -F priority=5
if [[ $title == CRIT* ]]; then
  curl -fsS https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' \
    -d "{\"routing_key\":\"$PD_ROUTING_KEY\",\"event_action\":\"trigger\",\"payload\":{\"summary\":\"$message\",\"source\":\"gannet\",\"severity\":\"critical\"}}"
fi
