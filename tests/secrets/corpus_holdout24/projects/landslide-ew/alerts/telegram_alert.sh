#!/bin/sh
# send a threshold alert to the municipality's Telegram group
BOT="{{telegram}}"
CHAT=-1002184460391
MSG="$1"
curl -s "https://api.telegram.org/bot${BOT}/sendMessage" -d chat_id="$CHAT" -d text="$MSG"
