#!/bin/bash
# nightly dump of the ArchivesSpace database before the Archivematica sync
set -euo pipefail
STAMP=$(date +%F)
mysqldump -h aspace-db.yellowhammer.example.ca -u as -p'{{password:archivesspace-db-password}}' \
    --single-transaction archivesspace | zstd -T4 > /projects/registres-nf/backups/aspace-$STAMP.sql.zst
sha256sum /projects/registres-nf/backups/aspace-$STAMP.sql.zst >> /projects/registres-nf/backups/SHA256SUMS
find /projects/registres-nf/backups -name 'aspace-*.sql.zst' -mtime +30 -delete
