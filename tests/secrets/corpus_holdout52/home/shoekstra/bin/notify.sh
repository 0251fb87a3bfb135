#!/bin/bash
# post a message to #rijn-flood when a forecast cycle finishes
HOOK="https://hooks.slack.com/services/{{slack_webhook}}"
msg="${1:-WRF-Hydro cycle finished on $(hostname)}"
curl -s -X POST -H 'Content-type: application/json' --data "{\"text\":\"${msg}\"}" "$HOOK"
