#!/bin/bash
# one-off: copy the 2024 Kobo submissions into Central as a dataset (entities)
set -euo pipefail
KOBO=https://eu.kobotoolbox.org
ASSET=aYk3Mw9Lx2QpTz7Rv5Hn8B
curl -fsS -H "Authorization: Token ${KOBOTOOLBOX_TOKEN:?}" "$KOBO/api/v2/assets/$ASSET/data/?format=json&limit=30000" > /tmp/kobo.json
# Central session: POST /v1/sessions, token valid 24h
TOKEN=$(curl -fsS -X POST https://central.whinchat.example.ie/v1/sessions -H 'Content-Type: application/json' \
    -d "{\"email\":\"$ODKC_UN\",\"password\":\"$ODKC_PW\"}" | jq -r .token)
python3 scripts/kobo_json_to_entities.py /tmp/kobo.json | \
  curl -fsS -X POST -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
    --data @- https://central.whinchat.example.ie/v1/projects/3/datasets/households/entities
