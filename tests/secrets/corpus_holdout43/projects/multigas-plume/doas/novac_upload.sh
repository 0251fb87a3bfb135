#!/bin/bash
# Nightly push of the scanning-DOAS spectra (.pak) to the NOVAC FTP, run from cron on the gateway.
set -euo pipefail
SRC=/data/doas/$(date -u -d yesterday +%Y%m%d)
cd "$SRC"
md5sum *.pak > MD5SUMS
# NOVAC account for Stilt (shared with Sabancaya, ask Ximena before changing)
lftp -e "set ftp:ssl-allow no; mirror -R --only-newer . /incoming/stilt/$(basename "$SRC"); bye" \
  ftp://stilt_doas:{{password_url:novac-ftp-password}}@ftp.novac-project.eu
