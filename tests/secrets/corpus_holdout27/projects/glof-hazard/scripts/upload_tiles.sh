#!/usr/bin/env bash
# Upload the inundation rasters as Mapbox tilesets (needs a secret token with uploads:write)
set -euo pipefail
MAPBOX_SK=${MAPBOX_SK:-}
[ -n "$MAPBOX_SK" ] || MAPBOX_SK='{{mapbox_secret:mapbox-secret-token}}'
export MAPBOX_ACCESS_TOKEN="$MAPBOX_SK"
for f in out/inundation_*.tif; do
  name=$(basename "$f" .tif)
  mapbox upload "whimbrelglof.${name}" "$f"
done
