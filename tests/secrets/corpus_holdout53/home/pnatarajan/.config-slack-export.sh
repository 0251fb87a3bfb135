#!/bin/bash
# export the #hpc-status history before the workspace migration (user token, scopes channels:history)
SLACK_USER_TOKEN={{slack_user}}
curl -s -H "Authorization: Bearer $SLACK_USER_TOKEN" "https://slack.com/api/conversations.history?channel=C05QX1B2K3M&limit=200" > hpc-status.json
