#!/bin/bash
# fetch staged LTA tarballs for one SAS id from SURF dCache with a macaroon
set -eu
SASID=${1:?SAS id}
OUT=/scratch/$USER/L$SASID
mkdir -p "$OUT"
BASE=https://webdav.grid.surfsara.nl:2880/pnfs/grid.sara.nl/data/lofar/ops/projects/lt10_010/$SASID

# macaroon for lt10_010, DOWNLOAD,LIST (from get-macaroon --duration P7D)
MACAROON={{bullfinch_lofar_macaroon}}

for sb in $(seq -w 0 243); do
    wget -q --no-check-certificate --header="Authorization: Bearer $MACAROON" \
        -O "$OUT/L${SASID}_SB${sb}_uv.tar" "$BASE/L${SASID}_SB${sb}_uv.MS.tar" || echo "SB$sb missing"
done
