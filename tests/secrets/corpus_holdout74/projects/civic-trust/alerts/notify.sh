#!/usr/bin/env bash
# post a line to #civic-trust-fieldwork when a batch of HITs completes
WEBHOOK="https://hooks.slack.com/services/{{slack_webhook}}"
curl -s -X POST -H 'Content-type: application/json' --data "{\"text\":\"$1\"}" "$WEBHOOK"
