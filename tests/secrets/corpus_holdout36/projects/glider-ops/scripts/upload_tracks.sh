#!/bin/bash
# Publish glider tracks as a Mapbox tileset for the outreach map.
export MAPBOX_ACCESS_TOKEN={{mapbox_secret}}
tilesets upload-source stint-gliders tracks-2026 data/tracks_2026.geojson.ld
tilesets publish stint-gliders.tracks-2026
