#!/usr/bin/env bash
# PlanetScope 8-band surface reflectance for the green-roof pilot sites (Education & Research quota)
set -euo pipefail
export PL_API_KEY={{planet_key}}
planet data filter --date-range acquired gte 2024-05-01 --date-range acquired lte 2024-05-31 \
  --geom aoi/pilot_sites.geojson > filter.json
planet data search PSScene --filter filter.json --limit 20 | jq -r .id > ids.txt
# e.g. 20240514_050512_23_24b1
planet orders request --item-type PSScene --bundle analytic_8b_sr_udm2 --name uhi-pilot \
  $(paste -sd, ids.txt) | planet orders create -
