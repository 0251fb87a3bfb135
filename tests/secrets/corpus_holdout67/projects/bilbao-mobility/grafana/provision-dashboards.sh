#!/bin/bash
# push the corridor dashboards to the centre Grafana (service account "mobility-ci")
GRAFANA_URL=https://grafana.chaffinch.example.es
GRAFANA_TOKEN={{grafana_sa}}
for d in grafana/dashboards/*.json; do
  curl -s -X POST "$GRAFANA_URL/api/dashboards/db" -H "Authorization: Bearer $GRAFANA_TOKEN" \
    -H "Content-Type: application/json" -d "{\"dashboard\": $(cat "$d"), \"overwrite\": true, \"folderUid\": \"mobility\"}"
done
