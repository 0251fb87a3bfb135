#!/bin/bash
# Mark a reprocessing campaign on the skim dashboard (uid D1eoGaK9m, panel 4).
GRAFANA=https://monit-grafana.hep.example.edu
curl -s -X POST "$GRAFANA/api/annotations" \
  -H "Authorization: Bearer {{grafana:grafana-token}}" \
  -H "Content-Type: application/json" \
  -d "{\"dashboardUID\":\"D1eoGaK9m\",\"panelId\":4,\"time\":$(date +%s%3N),\"tags\":[\"reprocessing\"],\"text\":\"$1\"}"
