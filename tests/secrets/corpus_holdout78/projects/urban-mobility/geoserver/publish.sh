#!/bin/bash
# publish the new mobility layers to the lab GeoServer
# (the install's default admin:geoserver was changed on day one)
set -euo pipefail
GS=https://geo.wheatear.example.ie/geoserver
AUTH='admin:{{password:geoserver-admin-password}}'

curl -sf -u "$AUTH" -XPOST -H 'Content-type: text/xml' \
  -d '<workspace><name>mobility</name></workspace>' "$GS/rest/workspaces"
curl -sf -u "$AUTH" -XPUT -H 'Content-type: application/zip' \
  --data-binary @out/bike_lanes.zip "$GS/rest/workspaces/mobility/datastores/bike_lanes/file.shp"
