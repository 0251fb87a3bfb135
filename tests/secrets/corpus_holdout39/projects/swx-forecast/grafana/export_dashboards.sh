#!/bin/bash
# nightly backup of the forecast dashboards (service account "backup", Viewer role)
GRAFANA=https://grafana.swx.willet.example.org
SA_TOKEN="{{grafana_sa}}"
for uid in kp-nowcast dst-ensemble cme-arrivals; do
  curl -s -H "Authorization: Bearer $SA_TOKEN" "$GRAFANA/api/dashboards/uid/$uid" > "backup/$uid.json"
done
