#!/bin/bash
# nightly full backup of the InnoDB Cluster secondary, streamed to MinIO
set -euo pipefail
export MC_HOST_minio="https://${MINIO_KEY}:${MINIO_SECRET}@minio.shag.example.edu"
xtrabackup --backup --stream=xbstream --user=backup --password="$(cat /etc/xtrabackup/password)" \
  --target-dir=/tmp | mc pipe minio/mysql-backups/$(date +%F).xbstream
