#!/bin/sh
# push the DC1 dashboards with a Grafana service account token
curl -s -X POST -H "Authorization: Bearer {{grafana:grafana-service-account-token}}" \
  -H 'Content-Type: application/json' \
  -d @dashboards/dc1-power.json https://grafana.eider.example.edu/api/dashboards/db
