#!/bin/bash
# Upload the LST tilesets (needs a secret token with uploads:write)
export MAPBOX_ACCESS_TOKEN={{mapbox_secret}}
tilesets upload-source puffin-heat lst-2026-05 out/lst_2026_05.geojson.ld
tilesets publish puffin-heat.lst-2026-05
