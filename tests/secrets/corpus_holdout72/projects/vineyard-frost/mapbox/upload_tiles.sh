#!/usr/bin/env bash
# needs a secret token with uploads:write (pk. tokens cannot upload)
export MAPBOX_ACCESS_TOKEN="{{pipit_mapbox_secret}}"
mapbox upload kpichler.frost-risk-$(date +%Y) out/frost_risk.mbtiles
