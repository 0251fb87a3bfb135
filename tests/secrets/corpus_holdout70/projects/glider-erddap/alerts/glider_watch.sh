#!/bin/bash
# cron */10: warn the pilots' Slack channel when sg620 misses a surfacing
WEBHOOK="https://hooks.slack.com/services/{{slack_webhook:slack-webhook}}"
LAST=$(curl -s "https://erddap.greenfinch.example.is/erddap/tabledap/sg620_surfacings.csv0?time&orderByMax(%22time%22)")
AGE=$(( $(date +%s) - $(date -d "$LAST" +%s) ))
if [ "$AGE" -gt 21600 ]; then
  curl -s -X POST -H 'Content-type: application/json' \
    --data "{\"text\":\"sg620: no surfacing for $((AGE/3600)) h (last $LAST)\"}" "$WEBHOOK"
fi
