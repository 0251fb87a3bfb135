#!/bin/bash
# back up the GPU fleet dashboards to git (service account "dash-backup", Viewer)
GRAFANA=https://grafana.bittern.example.edu
TOKEN={{grafana}}
for uid in $(curl -s -H "Authorization: Bearer $TOKEN" "$GRAFANA/api/search?type=dash-db&tag=gpu" | jq -r '.[].uid'); do
  curl -s -H "Authorization: Bearer $TOKEN" "$GRAFANA/api/dashboards/uid/$uid" > "dashboards/$uid.json"
done
