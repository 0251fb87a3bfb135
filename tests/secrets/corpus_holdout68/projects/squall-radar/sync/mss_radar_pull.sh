#!/bin/bash
# Pull the MSS Changi radar volumes (ODIM HDF5) shared under the research agreement.
# Runs from cron on dtn01 every 10 min.
set -euo pipefail
HOST=sftp.mss.example.sg
USER=radarx
# key auth pending on their side (ticket MSS-4471); password for now
export SSHPASS='{{password:sftp-password}}'
sshpass -e sftp -oBatchMode=no -b - "${USER}@${HOST}" <<SFTP
lcd /data/mss/incoming
mget /outgoing/radar/WMKC/*.h5
SFTP
find /data/mss/incoming -name '*.h5' -mmin -15 -exec sha1sum {} + >> /data/mss/manifest.sha1
