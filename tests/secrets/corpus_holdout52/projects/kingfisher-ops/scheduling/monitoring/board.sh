#!/bin/bash
# push the queue summary to the status board (Grafana annotations)
GRAFANA_TOKEN={{grafana_sa}}
curl -s -X POST -H "Authorization: Bearer $GRAFANA_TOKEN" -H 'Content-Type: application/json' \
  https://grafana.kingfisher.example.nl/api/annotations \
  -d "{\"tags\":[\"slurm\"],\"text\":\"$(squeue -h | wc -l) jobs queued\"}"
