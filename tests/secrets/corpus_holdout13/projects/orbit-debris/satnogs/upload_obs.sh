#!/bin/sh
# push our ground station's demodulated frames to SatNOGS DB (station 2841)
set -eu
SATNOGS_DB=https://db.satnogs.org/api/telemetry/
for f in frames/*.json; do
  curl -sf -X POST "$SATNOGS_DB" \
    -H "Authorization: Token {{hex40:satnogs-db-token}}" \
    -H "Content-Type: application/json" \
    --data @"$f"
done
# network API uses a different token, kept in ~/.config/satnogs/network-token
curl -sf -H "Authorization: Token $(cat ~/.config/satnogs/network-token)" https://network.satnogs.org/api/jobs/?ground_station=2841
