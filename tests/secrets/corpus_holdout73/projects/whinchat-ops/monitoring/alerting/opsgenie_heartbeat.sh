#!/bin/bash
# cron */5 on icinga-master: tell Opsgenie the monitoring itself is alive
curl -fsS -X GET 'https://api.eu.opsgenie.com/v2/heartbeats/icinga-master/ping' \
  -H 'Authorization: GenieKey {{opsgenie_api_key}}'
