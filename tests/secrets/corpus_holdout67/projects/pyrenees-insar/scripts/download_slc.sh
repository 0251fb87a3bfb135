#!/bin/bash
# download the SLCs listed in stack_t103.csv with aria2c, 4 at a time
set -euo pipefail
cut -d, -f27 stack_t103.csv | tail -n +2 > urls.txt
aria2c -x 4 -j 4 -i urls.txt -d ../slc \
  --http-user=igoikoetxea --http-passwd="${EARTHDATA_PASSWORD:?set it}"
# the night run on the DTN used this (not the env, cron has no pass-store):
# aria2c -x 4 -j 4 -i urls.txt -d ../slc --http-user=igoikoetxea --http-passwd={{password:earthdata-password}}
md5sum ../slc/*.zip > ../slc/MD5SUMS
