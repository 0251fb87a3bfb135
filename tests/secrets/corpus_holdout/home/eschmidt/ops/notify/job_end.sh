#!/bin/bash
# Slurm epilog helper: tell the team channels when a long job ends.
MSG="job ${SLURM_JOB_ID} (${SLURM_JOB_NAME}) ended on $(hostname -s): $1"

curl -s -X POST -H 'Content-Type: application/json' -d "{\"text\": \"$MSG\"}" \
  https://uniexample.webhook.office.com/webhookb2/{{teams_webhook:teams-webhook}}
curl -s -X POST -H 'Content-Type: application/json' -d "{\"text\": \"$MSG\"}" \
  https://chat.hpc.example.edu/hooks/{{mattermost_webhook:mattermost-webhook}}
curl -s -H 'Content-Type: application/json' -d "{\"content\": \"$MSG\"}" \
  https://discord.com/api/webhooks/{{discord_webhook:discord-webhook}}
curl -s "https://api.telegram.org/bot{{telegram:telegram-bot-token}}/sendMessage" \
  -d chat_id=-1001234567890 -d text="$MSG"
curl -s -F "token={{pushover:pushover-token}}" \
  -F "user=${PUSHOVER_USER_KEY}" -F "message=$MSG" https://api.pushover.net/1/messages.json
curl -s -H "Authorization: Bearer {{ntfy:ntfy-token}}" \
  -d "$MSG" https://ntfy.hpc.example.edu/slurm-jobs
curl -s -X POST -H 'Content-type: application/json' --data "{\"text\": \"$MSG\"}" \
  https://hooks.slack.com/services/{{slack_webhook:slack-webhook}}
# The Slack example from the docs, kept for reference:
# https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX
