#!/bin/bash
# borg to the offsite box for the web VMs (keyfile mode; key in ~/.config/borg/keys)
set -euo pipefail
export BORG_REPO=ssh://borg@offsite.stilt.example.org:2222/./web
export BORG_PASSPHRASE='{{password:backup-repository-passphrase}}'
export BORG_RSH='ssh -i /root/.ssh/borg_ed25519'
borg create --stats --compression zstd,6 ::'{hostname}-{now:%Y-%m-%d}' /etc /var/www /var/backups/mysql
borg prune --keep-daily 7 --keep-weekly 4 --keep-monthly 12
