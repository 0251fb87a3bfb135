#!/bin/sh
# Post workshop announcements to ~training as the support bot (Mattermost API v4)
MM=https://chat.gannet.example.edu
BOT_TOKEN={{mattermost_webhook:mattermost-bot-token}}
CHANNEL_ID=7x3kq9bz1pd8mfg5c4ht2wn6re
curl -s -X POST "$MM/api/v4/posts" \
  -H "Authorization: Bearer $BOT_TOKEN" \
  -d "{\"channel_id\":\"$CHANNEL_ID\",\"message\":\"$*\"}"
