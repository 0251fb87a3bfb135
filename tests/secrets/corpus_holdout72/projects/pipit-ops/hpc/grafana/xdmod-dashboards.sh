#!/bin/bash
# push the cluster dashboards to Grafana (service account "dashboards-ci")
GRAFANA=https://grafana.pipit.example.at
TOKEN={{grafana_sa}}
for f in dashboards/*.json; do
  curl -s -X POST "$GRAFANA/api/dashboards/db" -H "Authorization: Bearer $TOKEN" \
       -H 'Content-Type: application/json' -d @"$f"
done
