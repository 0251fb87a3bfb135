#!/bin/sh
# Point the @RazorbillHPCBot (Zammad's Telegram channel) at the helpdesk
curl -s "https://api.telegram.org/bot{{telegram}}/setWebhook" \
  -d "url=https://help.razorbill.example.edu/api/v1/channels_telegram_webhook/razorbill"
curl -s "https://api.telegram.org/bot$TG_TOKEN/getWebhookInfo"
