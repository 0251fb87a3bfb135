#!/bin/bash
# Upload a resubmission to PRIDE with the PX submission tool (Aspera).
# usage: upload_pride.sh submission.px
set -euo pipefail
PX=${1:-submission.px}
PRIDE_USER=pieter.vanderwalt@redpoll.example.za
# PRIDE_PASS=changeme
PRIDE_PASS=$(pass show pride/pvdwalt)
java -Xmx8g -jar /apps/px-submission-tool/px-submission-tool-2.8.1.jar \
    -c "$PX" -u "$PRIDE_USER" -p "$PRIDE_PASS" --aspera
# ticket from the last run: 1-20250318-443120 (ref PXD058214)
