#!/bin/sh
# Ping the Opsgenie heartbeat so on-call is paged if the RT mail gateway dies.
OPSGENIE_KEY={{uuid:opsgenie-api-key}}
HEARTBEAT=rt-mailgate
curl -fsS -X GET "https://api.eu.opsgenie.com/v2/heartbeats/${HEARTBEAT}/ping" \
  -H "Authorization: GenieKey ${OPSGENIE_KEY}"
# integration id (not a key): 7e1c3a5f-9b2d-4e6a-8c0f-1d3e5b7a9c2e
