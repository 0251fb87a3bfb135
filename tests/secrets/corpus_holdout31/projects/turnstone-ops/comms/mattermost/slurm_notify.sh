#!/bin/bash
# Slurm MailProg replacement: posts job state changes to ~hpc-jobs on Mattermost.
# Configured in slurm.conf as MailProg=/usr/local/sbin/slurm_notify.sh
HOOK="https://chat.turnstone.example.org/hooks/{{mattermost_webhook}}"
subject="$2"
user="$3"
payload=$(jq -n --arg t "@${user}: ${subject}" '{text: $t, username: "slurm", icon_emoji: ":robot:"}')
curl -s -X POST -H 'Content-Type: application/json' -d "$payload" "$HOOK" >/dev/null
