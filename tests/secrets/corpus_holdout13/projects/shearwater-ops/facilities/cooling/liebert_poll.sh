#!/bin/bash
# Vertiv Liebert CRAC units: supply/return air every 5 min (the RDU-501 card speaks JSON over HTTPS)
for crac in crac-1 crac-2 crac-3 crac-4; do
  curl -sk -u admin:{{password_url:liebert-card-password}} \
    "https://${crac}.mgmt.shearwater.example.edu/api/v1/points?ids=supply_air_temp,return_air_temp" \
    | jq -c --arg u "$crac" '{unit: $u, points: .}' >> /var/lib/facilities/crac.jsonl
done
