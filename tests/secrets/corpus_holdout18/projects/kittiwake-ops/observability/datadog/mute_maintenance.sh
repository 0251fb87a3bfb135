#!/bin/sh
# mute all monitors during the Lustre maintenance window
curl -X POST "https://api.datadoghq.eu/api/v1/monitor/mute_all" \
  -H "DD-API-KEY: ${DD_API_KEY}" \
  -H "DD-APPLICATION-KEY: {{hex40:datadog-application-key}}"
