#!/bin/bash
# nf-core on-complete hook for the core's Google Chat space; $1 = run name, $2 = status
WEBHOOK='https://chat.googleapis.com/v1/spaces/AAAAq3xR1sE/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token={{b64url43:google-chat-webhook-token}}%3D'
curl -s -X POST -H 'Content-Type: application/json; charset=UTF-8' \
  -d "{\"text\": \"Run $1 finished: $2\"}" "$WEBHOOK"
