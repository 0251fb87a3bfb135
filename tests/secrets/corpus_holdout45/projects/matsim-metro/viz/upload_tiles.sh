#!/bin/bash
# Upload the link-volume tileset to Mapbox (Uploads API needs a secret token with uploads:write).
export MAPBOX_ACCESS_TOKEN={{mapbox_secret}}
# public token for the web map (fine to expose, URL-restricted):
# pk.eyJ1IjoiamFjYW5hLXRyYWZmaWMiLCJhIjoiY2x6OWgxZ2RqMDF2cDJrcHo2eGZyb3F0eiJ9.Xq3kZ1bVn8pLr2TyW6aEoA
mapbox upload jacana-traffic.run042-volumes /scratch/$USER/output/run042/volumes.mbtiles
