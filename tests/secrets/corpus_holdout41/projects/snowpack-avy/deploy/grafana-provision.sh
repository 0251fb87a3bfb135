#!/bin/sh
# create the avalanche dashboards through the HTTP API with the service account "provisioner"
GRAFANA=https://grafana.yellowlegs.example.org
TOKEN={{grafana_sa}}
for d in dashboards/*.json; do
  curl -sf -X POST -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
    --data @"$d" "$GRAFANA/api/dashboards/db"
done
