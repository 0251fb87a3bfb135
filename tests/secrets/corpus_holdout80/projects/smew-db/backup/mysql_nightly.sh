#!/bin/bash
# nightly logical backup of the research MySQL (cron 02:30 on dbbackup01)
set -euo pipefail
OUT=/backup/mysql/$(date +%F)
mkdir -p "$OUT"
mydumper --host mysql-research-02 --user backup --password '{{password:mydumper-password}}' \
  --threads 8 --compress --outputdir "$OUT" --regex '^(?!(mysql|sys)\.)'
# pg side: the catalysis and district_heat DBs
PGPASSWORD='{{password:pgdump-password}}' pg_dump -h pg-research-01 -U backup -Fc catalysis > "$OUT/catalysis.dump"
PGPASSWORD="$(cat /root/.pg_backup_pass)" pg_dump -h pg-research-01 -U backup -Fc district_heat > "$OUT/district_heat.dump"
sha256sum "$OUT"/* > "$OUT/SHA256SUMS"
rclone copy "$OUT" allas:db-backups/$(date +%F)
