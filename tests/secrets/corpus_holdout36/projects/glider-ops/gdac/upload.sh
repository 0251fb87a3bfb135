#!/bin/bash
# Push real-time NetCDF profiles to the IOOS Glider DAC (one directory per deployment).
set -euo pipefail
DEPLOYMENT=unit_1043-20260301T0000
NC_DIR=/projects/glider-ops/gdac/nc/$DEPLOYMENT
lftp -u stint_gliders,'{{password14:ioos-gdac-password}}' ftp://gliders.ioos.us <<LFTP
cd $DEPLOYMENT
mirror -R --only-newer $NC_DIR .
bye
LFTP
md5sum $NC_DIR/*.nc | tail -3
