#!/bin/bash
# Latidos a Better Stack desde los crons del cluster (si no llega en 10 min, alerta).
# backup diario de slurmdbd
BACKUP_HB=https://uptime.betterstack.com/api/v1/heartbeat/{{alnum24:betterstack-heartbeat-token}}
# sync de cuentas LDAP -> Slurm
SYNC_HB="https://uptime.betterstack.com/api/v1/heartbeat/${SYNC_HEARTBEAT_TOKEN}"

/opt/wt/bin/slurmdbd_backup.sh && curl -fsS -m 10 --retry 3 "$BACKUP_HB" >/dev/null
/opt/wt/bin/ldap2slurm.py && curl -fsS -m 10 --retry 3 "$SYNC_HB" >/dev/null
