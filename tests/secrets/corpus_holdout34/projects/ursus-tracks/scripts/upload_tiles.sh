#!/bin/bash
# Upload the sea-ice concentration MBTiles to Mapbox (needs a secret token with uploads:write)
export MAPBOX_ACCESS_TOKEN={{mapbox_secret}}
mapbox upload dotterel-ursus.seaice-2026w45 out/seaice_2026w45.mbtiles
