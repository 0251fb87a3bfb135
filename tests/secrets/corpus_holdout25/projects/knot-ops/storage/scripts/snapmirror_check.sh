#!/bin/bash
# Alert when a SnapMirror relationship lags more than 6 h (ONTAP REST, via sshpass for the old 9.8 pair)
set -euo pipefail
SSHPASS='{{password:ontap-admin-password}}' sshpass -e ssh -o StrictHostKeyChecking=yes admin@ontap-dr.knot.example.edu \
  "snapmirror show -fields lag-time,healthy" > /tmp/sm.txt
awk '$3 ~ /^[0-9]+:[0-9]+:[0-9]+$/ {split($3,t,":"); if (t[1] >= 6) print}' /tmp/sm.txt
