#!/bin/bash
# Boundary conditions for BAL025 from the Baltic physics reanalysis.
set -euo pipefail
DS=cmems_mod_bal_phy_my_P1D-m
copernicusmarine subset --dataset-id "$DS" \
  --variable thetao --variable so --variable uo --variable vo \
  --minimum-longitude 9 --maximum-longitude 30.5 --minimum-latitude 53.5 --maximum-latitude 66 \
  --start-datetime 2019-01-01 --end-datetime 2019-12-31 \
  --username trautio --password '{{password:copernicus-marine-password}}' \
  --output-directory /scratch/project_2009102/forcing
