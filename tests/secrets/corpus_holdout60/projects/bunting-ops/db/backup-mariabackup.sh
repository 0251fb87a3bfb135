#!/bin/bash
# nightly mariabackup on galera3 (donor-safe node), streamed to the SP client
set -euo pipefail
PW=$(cat /root/.mariabackup)
mariabackup --backup --galera-info --user=mariabackup --password="$PW" \
  --stream=xbstream --target-dir=/tmp | zstd -T8 > /backup/galera/$(date +%F).xb.zst
dsmc archive /backup/galera/$(date +%F).xb.zst -description="galera $(date +%F)"
