#!/bin/bash
# Earthdata downloads: wget reads ~/.netrc
wget --load-cookies ~/.urs_cookies --save-cookies ~/.urs_cookies --keep-session-cookies \
     --auth-no-challenge=on -r --no-parent https://e4ftl01.cr.usgs.gov/MOLT/MOD11A1.061/2026.11.01/
curl -n -c ~/.urs_cookies -b ~/.urs_cookies -LJO https://e4ftl01.cr.usgs.gov/MOLT/MOD11A1.061/2026.11.01/MOD11A1.A2026305.h18v04.061.hdf
curl -u "uyilmaz:$(pass show earthdata)" -O https://data.example.edu/modis/tiles.txt
