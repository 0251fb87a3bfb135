#!/bin/sh
# Push the cluster dashboards to Grafana after each change in git.
GRAFANA_URL=https://grafana.hpc.example.edu
GRAFANA_TOKEN={{grafana:grafana-token}}

for f in dashboards/*.json; do
  curl -fsS -X POST -H "Authorization: Bearer $GRAFANA_TOKEN" -H "Content-Type: application/json" \
       --data "{\"dashboard\": $(cat "$f"), \"overwrite\": true}" "$GRAFANA_URL/api/dashboards/db"
done
