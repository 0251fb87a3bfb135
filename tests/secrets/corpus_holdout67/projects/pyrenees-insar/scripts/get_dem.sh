#!/bin/bash
# Copernicus GLO-30 over the AOI from OpenTopography (ISCE's dem.py fallback)
OT_KEY={{hex32:opentopography-api-key}}
curl -s -o ../dem/glo30_aoi.tif \
  "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=42.3&north=43.0&west=-1.4&east=0.6&outputFormat=GTiff&API_Key=${OT_KEY}"
# the docs' demo key (demoapikeyot2022) is rate-limited, don't use it for the full AOI
gdalinfo -checksum ../dem/glo30_aoi.tif | grep Checksum
