#!/bin/bash
# Push the degradation dashboards to the shared Grafana (service account "pv-ci").
GRAFANA=https://grafana.hpc.plover.example.edu
SA_TOKEN={{grafana:grafana-service-account-token}}
for f in dashboards/*.json; do
  jq '{dashboard: ., overwrite: true, folderUid: "pv-degradation"}' "$f" |
    curl -s -X POST -H "Authorization: Bearer $SA_TOKEN" -H 'Content-Type: application/json' -d @- "$GRAFANA/api/dashboards/db"
done
