#!/bin/sh
# Crea el datasource y el dashboard de la red de sensores en Grafana (API con service account).
GRAFANA=https://sensores.whitethroat.example.cl
SA_TOKEN={{grafana_sa:grafana-service-account-token}}
curl -fsS -X POST "$GRAFANA/api/datasources" -H "Authorization: Bearer $SA_TOKEN" -H 'Content-Type: application/json' \
  -d '{"name":"sensores-pg","type":"grafana-postgresql-datasource","url":"pg-sensores.whitethroat.example.cl:5432","user":"grafana_ro","secureJsonData":{"password":"'"$PG_RO_PASSWORD"'"},"jsonData":{"database":"sensores","sslmode":"require"}}'
curl -fsS -X POST "$GRAFANA/api/dashboards/db" -H "Authorization: Bearer $SA_TOKEN" -H 'Content-Type: application/json' -d @dashboards/red-sensores.json
# dashboard uid: c7e2a9f4-1b3d-4e6f-8a0c-2d4f6b8e0a13
