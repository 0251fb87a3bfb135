#!/bin/bash
# nightly online backup of the HPSS DB2 databases to the backup NFS
set -euo pipefail
. ~hpssdb/sqllib/db2profile
for db in CFG HSUBSYS1; do
  db2 connect to $db user hpssdb using "$(cat /root/.hpssdb_pw)"
  db2 backup db $db online to /backup/db2 compress include logs
done
db2 connect to HSUBSYS1 user dbmon using {{password:password}}
db2 "call sysproc.admin_cmd('prune history 2026-11-01 and delete')"
