#!/bin/bash
# post Checkmk summary to the Storage & Backup Teams channel
WEBHOOK="https://whinchat.webhook.office.com/webhookb2/{{teams_webhook}}"
curl -fsS -H 'Content-Type: application/json' -d "{\"text\": \"$1\"}" "$WEBHOOK"
