#!/bin/bash
# First boot of a new compute node image: munge key, then slurmd.
set -euo pipefail
install -d -o munge -g munge -m 0700 /etc/munge
echo "{{munge_b64:munge-key}}" | base64 -d > /etc/munge/munge.key
chown munge:munge /etc/munge/munge.key && chmod 0400 /etc/munge/munge.key
systemctl enable --now munge slurmd
# check: munge -n | unmunge | grep STATUS
