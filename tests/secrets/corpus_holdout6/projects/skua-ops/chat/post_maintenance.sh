#!/bin/bash
# Announce a maintenance window on Rocket.Chat (REST API, personal access token) and Matrix.
RC=https://chat.skua.example.edu
RC_USER_ID=Hd8sK2mQ4nR7tW9yZ
RC_TOKEN={{b64url43:rocketchat-personal-access-token}}
curl -s -H "X-Auth-Token: $RC_TOKEN" -H "X-User-Id: $RC_USER_ID" -H "Content-type: application/json" \
    "$RC/api/v1/chat.postMessage" -d "{\"channel\": \"#hpc-status\", \"text\": \"$1\"}"

MATRIX_HS=https://matrix.skua.example.edu
curl -s -X PUT -H "Authorization: Bearer {{matrix}}" \
    "$MATRIX_HS/_matrix/client/v3/rooms/!QzYkWpHtRmBnLcVdXa:skua.example.edu/send/m.room.message/$(date +%s)" \
    -d "{\"msgtype\": \"m.text\", \"body\": \"$1\"}"
