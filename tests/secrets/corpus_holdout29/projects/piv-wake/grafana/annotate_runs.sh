#!/bin/bash
# mark each PIV run on the tunnel dashboard (Grafana service account "piv-annotator")
GRAFANA=https://grafana.godwit.example.edu.au
SA_TOKEN="{{grafana_sa}}"
for run in "$@"; do
  curl -s -X POST "$GRAFANA/api/annotations" \
    -H "Authorization: Bearer $SA_TOKEN" -H 'Content-Type: application/json' \
    -d "{\"dashboardUID\":\"tunnel-main\",\"tags\":[\"piv\",\"$run\"],\"text\":\"PIV $run\"}"
done
