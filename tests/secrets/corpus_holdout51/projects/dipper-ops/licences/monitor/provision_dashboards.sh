#!/bin/bash
# import the licence dashboards with the service-account token (Editor role)
GRAFANA=https://licmon.dipper.example.ca
TOKEN={{grafana_sa:grafana-service-account-token}}
for d in dashboards/*.json; do
  curl -sf -X POST -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \
    -d "{\"dashboard\": $(cat "$d"), \"overwrite\": true, \"folderUid\": \"licences\"}" "$GRAFANA/api/dashboards/db"
done
