#!/bin/bash
# Post Slurm and storage alerts to the "HPC Ops" Teams channel (incoming webhook connector).
WEBHOOK="https://stintresearch.webhook.office.com/webhookb2/{{teams_webhook}}"
TITLE="$1"; TEXT="$2"
curl -s -H 'Content-Type: application/json' -d @- "$WEBHOOK" <<JSON
{"@type": "MessageCard", "@context": "http://schema.org/extensions", "themeColor": "D70000",
 "summary": "$TITLE", "title": "$TITLE", "text": "$TEXT"}
JSON
