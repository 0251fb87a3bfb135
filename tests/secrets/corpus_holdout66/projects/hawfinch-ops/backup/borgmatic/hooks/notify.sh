#!/bin/sh
# post to the #backup stream through Zulip's generic JSON incoming webhook
msg="$1"
curl -sS -X POST \
  "https://zulip.hawfinch.example.kr/api/v1/external/json?api_key={{alnum32:zulip-bot-api-key}}&stream=backup&topic=borgmatic" \
  -H 'Content-Type: application/json' \
  -d "{\"host\": \"$(hostname -s)\", \"message\": \"$msg\"}"
