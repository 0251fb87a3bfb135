#!/bin/sh
# uploads the simulated speeds as a tileset; needs a secret token with uploads:write
export MAPBOX_ACCESS_TOKEN={{mapbox_secret:mapbox-secret-token}}
tilesets upload-source petrel-sim e18-speeds out/speeds.geojson.ld
tilesets publish petrel-sim.e18-speeds
