#!/bin/bash
# SuperMAG needs only the registered logon (userid) — no secret
set -euo pipefail
START=$(date -u -d '-10 min' +%Y-%m-%dT%H:%M)
curl -s "https://supermag.jhuapl.edu/services/indices.php?python&nohead&start=${START}&logon=praman&extent=600&indices=sme,sml,smu" \
  | python scripts/sm_to_line.py \
  | curl -s -X POST "https://influx.wryneck.example.pt/api/v2/write?org=wryneck&bucket=nowcast&precision=s" \
      -H "Authorization: Token ${INFLUX_TOKEN:?}" --data-binary @-
