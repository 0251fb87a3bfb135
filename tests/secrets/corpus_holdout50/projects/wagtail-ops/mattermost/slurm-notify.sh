#!/bin/bash
# Slurm MailProg replacement: post job state changes to ~hpc-alerts
HOOK=https://chat.wagtail.example.jp/hooks/{{mattermost_webhook}}
curl -s -X POST -H 'Content-Type: application/json' \
  -d "{\"channel\": \"hpc-alerts\", \"username\": \"slurm\", \"text\": \"$2\"}" "$HOOK"
