#!/usr/bin/env bash
# Pull the overnight downloads from the colony base station (Ecotone GPS-UHF, 3G modem, FTP push)
set -euo pipefail
DEST=/mnt/projects/seabird-gps/raw/basestation/$(date +%F)
mkdir -p "$DEST"
lftp -e "mirror --only-newer /outgoing $DEST; quit" \
  ftp://shiant-bs:{{password_url:ftp-password}}@ftp.basestation.example.org
sha256sum "$DEST"/*.csv > "$DEST/SHA256SUMS"
# e.g. 5f0c2b7e1c9f4e3d8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f  BS01_20250613.csv
