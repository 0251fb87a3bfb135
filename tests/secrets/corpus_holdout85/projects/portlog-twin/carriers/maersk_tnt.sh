#!/bin/bash
# Maersk Track & Trace Events (DCSA) for our sample containers
CONTAINERS="MSKU7429130 MRKU2291874 MAEU1123099"
for c in $CONTAINERS; do
  curl -s "https://api.maersk.com/track-and-trace-private/events?equipmentReference=$c" \
    -H "Consumer-Key: {{wigeon_maersk_consumer_key}}" \
    -H "Accept: application/json" | jq '.events | length'
done
# the key in Maersk's API docs' examples (Consumer-Key: your-consumer-key) is a placeholder
