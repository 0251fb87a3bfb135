#!/bin/bash
# Fallback download of staged LTA data over the old HTTP gateway (when the macaroon expired)
set -euo pipefail
while read -r surl; do
  url=$(echo "$surl" | sed 's#srm://srm.grid.sara.nl:8443#https://lofar-download.grid.surfsara.nl/lofigrid/SRMFifoGet.py?surl=srm://srm.grid.sara.nl:8443#')
  wget --no-verbose --user=ofahy --password='{{password:lofar-lta-password}}' -O "$(basename "$surl")" "$url"
done < "${1:-surls_L2031874.txt}"
