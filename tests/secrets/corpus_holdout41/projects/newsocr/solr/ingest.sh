#!/bin/bash
# Push the ALTO-derived JSON into the newspaper Solr core.
set -euo pipefail
SOLR=https://ingest:{{password_url:solr-password}}@solr.yellowlegs.example.org/solr/newspapers
for f in out/json/*.json; do
  curl -sf -H 'Content-Type: application/json' "$SOLR/update?commit=false" --data-binary @"$f"
done
curl -sf "$SOLR/update?commit=true"
