#!/bin/bash
# MERRA-2 monthly means from GES DISC for the 1980-2000 comparison (Earthdata bearer token)
TOKEN={{earthdata_token}}
for y in $(seq 1980 2000); do
  for m in 01 02 03 04 05 06 07 08 09 10 11 12; do
    wget -q --header "Authorization: Bearer $TOKEN" \
      "https://goldsmr4.gesdisc.eosdis.nasa.gov/data/MERRA2_MONTHLY/M2TMNXSLV.5.12.4/$y/MERRA2_100.tavgM_2d_slv_Nx.$y$m.nc4"
  done
done
