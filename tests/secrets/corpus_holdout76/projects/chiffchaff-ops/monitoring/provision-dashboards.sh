#!/bin/bash
# push dashboards from git to grafana with the "provisioner" service account token
set -euo pipefail
GRAFANA=https://grafana.chiffchaff.example.za
TOKEN={{grafana:grafana-service-account-token}}
for f in dashboards/*.json; do
  jq '{dashboard: ., overwrite: true, folderUid: "hpc"}' "$f" |
    curl -sf -X POST -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
      "$GRAFANA/api/dashboards/db" -d @- > /dev/null
  echo "pushed $f"
done
