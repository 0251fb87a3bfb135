#!/bin/bash
# Nightly export of the running config from both PA-3410s (XML API, type=export).
# Key generated with: curl -k -X POST 'https://pa-edge1/api/?type=keygen' -d 'user=svc-backup&password=...'
set -euo pipefail
KEY='{{panos_api_key}}'
for fw in pa-edge1.greenshank.example.org pa-edge2.greenshank.example.org; do
  curl -sk -o "/srv/backup/panos/${fw%%.*}-$(date +%F).xml" \
    "https://${fw}/api/?type=export&category=configuration&key=${KEY}"
done
sha256sum /srv/backup/panos/*-$(date +%F).xml >> /srv/backup/panos/SHA256SUMS
