#!/bin/bash
# Nightly: push the day's 30 s clips to the Azure container (SAS valid until end of season)
set -euo pipefail
DAY=$(date -d yesterday +%F)
ACCOUNT=puffinbeeaudio
SAS="sv=2022-11-02&ss=b&srt=co&sp=rwlc&se=2027-03-31T23:00:00Z&st=2026-09-01T00:00:00Z&spr=https&sig={{sas_sig:azure-sas-signature}}"
for f in /data/clips/$DAY/*.flac; do
  azcopy copy "$f" "https://$ACCOUNT.blob.core.windows.net/clips/$DAY/?$SAS"
done
