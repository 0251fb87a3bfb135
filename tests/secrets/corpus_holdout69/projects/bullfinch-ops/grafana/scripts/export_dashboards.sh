#!/bin/bash
# nightly dashboard export to git (service account "dashboard-exporter", Viewer role)
GRAFANA=https://grafana.bullfinch.example.pt
GRAFANA_TOKEN="{{grafana_sa}}"
OUT=/srv/grafana-dashboards

for uid in bf-slurm-overview bf-gpfs-io bf-gpu-util bf-rucio-rses bf-backup-tsm; do
    curl -sf -H "Authorization: Bearer $GRAFANA_TOKEN" "$GRAFANA/api/dashboards/uid/$uid" \
        | jq '.dashboard' > "$OUT/$uid.json"
done
git -C "$OUT" add -A && git -C "$OUT" commit -qm "export $(date -I)" || true
