#!/bin/bash
# cron every 5 min on slurmctld: Opsgenie heartbeat "slurmctld-woodcock"
scontrol ping | grep -q UP || exit 0
curl -s -X GET 'https://api.eu.opsgenie.com/v2/heartbeats/slurmctld-woodcock/ping' \
  --header 'Authorization: GenieKey {{uuid:opsgenie-api-key}}'
