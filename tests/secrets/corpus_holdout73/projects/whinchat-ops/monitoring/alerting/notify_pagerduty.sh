#!/bin/bash
# Checkmk / Icinga notification script -> PagerDuty Events API v2
# PD service: "Whinchat HPC" (PZ8Q1WX), integration "Events API v2 - checkmk"
ROUTING_KEY="{{hex32:pagerduty-integration-key}}"
ACTION=${NOTIFY_WHAT:-trigger}
curl -sS -X POST https://events.eu.pagerduty.com/v2/enqueue \
  -H 'Content-Type: application/json' \
  -d "{\"routing_key\": \"$ROUTING_KEY\", \"event_action\": \"$ACTION\", \"dedup_key\": \"$NOTIFY_HOSTNAME/$NOTIFY_SERVICEDESC\",
       \"payload\": {\"summary\": \"$NOTIFY_HOSTNAME $NOTIFY_SERVICEDESC $NOTIFY_SERVICESTATE\", \"source\": \"$NOTIFY_HOSTNAME\", \"severity\": \"critical\"}}"
