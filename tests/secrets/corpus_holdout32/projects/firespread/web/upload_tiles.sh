#!/bin/sh
# Upload the perimeter tileset to Mapbox (Uploads API needs a secret token with uploads:write)
export MAPBOX_ACCESS_TOKEN={{mapbox_secret}}
mapbox upload redshankfire.perimeters-$(date +%Y%m%d) data/perimeters.mbtiles
