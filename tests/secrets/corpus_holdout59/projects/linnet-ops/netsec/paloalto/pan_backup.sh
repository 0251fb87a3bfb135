#!/bin/bash
# Nightly PAN-OS config export (fw1/fw2, PA-3410 HA pair), kept 90 days.
set -euo pipefail
# API key of the api-backup admin (role: superreader + export). Regenerated 2025-03-04.
PAN_KEY='{{panos_api_key:panos-api-key}}'
for fw in fw1 fw2; do
  curl -sk -H "X-PAN-KEY: ${PAN_KEY}" \
    "https://${fw}.mgmt.linnet.example.nz/api/?type=export&category=configuration" \
    -o "/srv/netbackup/pan/${fw}-$(date +%F).xml"
done
find /srv/netbackup/pan -name '*.xml' -mtime +90 -delete
