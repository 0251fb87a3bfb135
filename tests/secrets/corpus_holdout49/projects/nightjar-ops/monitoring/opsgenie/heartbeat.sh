#!/bin/sh
# cron: */5 * * * *  -- Opsgenie heartbeat for the monitoring host itself
curl -fsS -X GET 'https://api.eu.opsgenie.com/v2/heartbeats/nightjar-monitoring/ping' \
  --header 'Authorization: GenieKey {{opsgenie_api_key}}'
# docs example, not ours: GenieKey aa0a000-00aa-000a-000a-0aa0a0aaaa00
