#!/bin/bash
# import dashboards with the service account token (Grafana 11)
GRAFANA=https://grafana.bunting.example.ca
TOKEN={{grafana_sa:grafana-service-account-token}}
for d in dashboards/*.json; do
  curl -s -X POST -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
       -d "{\"dashboard\": $(cat $d), \"overwrite\": true, \"folderUid\": \"db-ops\"}" "$GRAFANA/api/dashboards/db"
done
