#!/bin/sh
# Tell the lab's chat that a nightly job finished.
CHAT=https://chat.example.edu
wget -q -O- --post-data "{\"text\": \"nightly $1 done\"}" \
    --header 'Content-Type: application/json' \
    "${CHAT}/hooks/{{rocketchat_webhook:rocketchat-webhook}}"
