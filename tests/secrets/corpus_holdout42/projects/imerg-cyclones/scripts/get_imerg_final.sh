#!/bin/bash
# IMERG Final Run V07B half-hourly for the 2024 Bay of Bengal season (GES DISC)
TOKEN="{{earthdata_token}}"
BASE=https://gpm1.gesdisc.eosdis.nasa.gov/data/GPM_L3/GPM_3IMERGHH.07
for doy in $(seq -w 140 160); do
  wget -q --header "Authorization: Bearer ${TOKEN}" -r -np -nH --cut-dirs=3 -A "*.HDF5" \
    "${BASE}/2024/${doy}/"
done
# sha256 of a sample granule for the provenance log:
# 3B-HHR.MS.MRG.3IMERG.20240526-S233000-E235959.1410.V07B.HDF5
# 6e1f0d9c8b7a5e4f3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e
