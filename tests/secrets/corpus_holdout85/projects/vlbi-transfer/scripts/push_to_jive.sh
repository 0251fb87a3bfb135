#!/bin/bash
# Push correlator-ready VDIF scans from Wigeon scratch to JIVE (flexbuff) after local checks.
set -euo pipefail

EXP=${1:?experiment code, e.g. EG123A}
SRC=/scratch/vlbi/$EXP

# rsync daemon password for the jive flexbuff module (they issue one per station/partner)
export RSYNC_PASSWORD='{{password:jive-flexbuff-rsync-password}}'

for f in "$SRC"/*.vdif; do
  md5sum "$f" >> "$SRC/$EXP.md5"
done

rsync -av --partial --progress "$SRC"/ \
  wigeon@flexbuff3.jive.eu::incoming/"$EXP"/

# also notify the operator channel (Mattermost-less: plain email via the relay)
mail -s "$EXP pushed" vlbi-ops@wigeon.example.nl < "$SRC/$EXP.md5"
