#!/bin/bash
# nightly logical backups to the restic repo on the tape gateway
export RESTIC_REPOSITORY=sftp:backup@tapegw.hornbill.example.net:/restic/databases
export RESTIC_PASSWORD='{{password:restic-password}}'
export PGPASSFILE=/root/.pgpass
pg_dumpall -h pg-primary.hornbill.example.net -U postgres | restic backup --stdin --stdin-filename pg_dumpall.sql
mariadb-dump --defaults-file=/root/.my.cnf --all-databases --single-transaction | restic backup --stdin --stdin-filename mariadb.sql
restic forget --keep-daily 14 --keep-weekly 8 --prune
