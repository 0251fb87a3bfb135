#!/bin/bash
# Post drained-node summaries to ~hpc-ops as the bot account (personal access token of @slurmbot)
MM=https://mattermost.tern.example.edu
CHANNEL_ID=dq8xwp3i7jg6mxkz5rtb1yfn4e
msg=$(sinfo -R -h -o '%n %E' | head -20)
curl -s -X POST "$MM/api/v4/posts" \
  -H "Authorization: Bearer {{mattermost_webhook:mattermost-access-token}}" \
  -H 'Content-Type: application/json' \
  -d "$(jq -n --arg c "$CHANNEL_ID" --arg m "$msg" '{channel_id:$c, message:$m}')"
