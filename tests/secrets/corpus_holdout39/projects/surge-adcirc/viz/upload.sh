#!/bin/sh
# push the maximum-envelope tiles to Mapbox Uploads (needs uploads:write)
export MAPBOX_ACCESS_TOKEN={{mapbox_secret}}
mapbox upload willet-surge.ian2022-maxele maxele_ian2022.mbtiles
