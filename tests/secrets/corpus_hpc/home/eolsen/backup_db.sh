#!/bin/bash
# Nightly dump of the genomics database to project storage.
set -euo pipefail
export PGPASSFILE=$HOME/.pgpass
export PGPASSWORD={{password:env-password}}
pg_dump -h db.example.edu -U eolsen genomics | zstd > /project/genomics/backup/genomics-$(date +%F).sql.zst
mysqldump --defaults-file=$HOME/.my.cnf variants > /project/genomics/backup/variants.sql
mongodump --uri="mongodb://eolsen:{{password:database-url-password}}@mongo.example.edu:27017/samples?authSource=admin"
mongodump --uri="mongodb://eolsen:${MONGO_PASSWORD}@mongo.example.edu:27017/samples"
RSYNC_PASSWORD={{password14:env-password}} rsync -a /project/genomics/backup/ rsync://eolsen@archive.example.edu/genomics/
smbclient //nas.example.edu/lab -U eolsen%{{password:command-line-password}} -c 'put report.pdf'
lftp -u eolsen,{{password14:command-line-password}} sftp://transfer.example.edu -e "mirror -R out /archive/out; quit"
md5sum /project/genomics/backup/*.zst > /project/genomics/backup/MD5SUMS
