#!/usr/bin/env bash
# Nightly: fetch new HLS tiles over the Rakaia/Waimakariri fans and publish to GeoServer
set -euo pipefail
EARTHDATA_TOKEN="{{earthdata_token:earthdata-user-token}}"
GS="http://localhost:8181/geoserver/rest"
GS_AUTH="admin:${GEOSERVER_ADMIN_PASSWORD:?set it}"
for tile in T59GPM T59GNM; do
  curl -sf -H "Authorization: Bearer ${EARTHDATA_TOKEN}" -o "/data/hls/${tile}.tif" \
    "https://data.lpdaac.earthdatacloud.nasa.gov/lp-prod-protected/HLSS30.020/latest/${tile}.B04.tif"
  curl -sf -u "$GS_AUTH" -XPUT -H "Content-type: image/tiff" --data-binary @"/data/hls/${tile}.tif" \
    "$GS/workspaces/braided/coveragestores/${tile}/file.geotiff"
done
