#!/bin/sh
# called by the Grafana webhook relay when a node goes silent for 6 h
TOPIC=twite-soil-alerts
curl -s -H "Authorization: Bearer {{ntfy}}" \
     -H "Title: soil node silent" -H "Priority: high" \
     -d "$1 has not reported since $2" "https://ntfy.twite.example.no/$TOPIC"
