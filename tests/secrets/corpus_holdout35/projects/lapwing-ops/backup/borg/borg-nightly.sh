#!/bin/sh
# borg nightly of /project metadata and small projects to archive01
export BORG_REPO=ssh://borg@archive01.lapwing.example.org/srv/borg/projects
export BORG_PASSCOMMAND='cat /root/.borg-passphrase'
# export BORG_PASSPHRASE='correct horse battery staple'   # borg docs example, not ours

borg create --stats --compression zstd,6 --exclude-caches \
    ::'{hostname}-{now:%Y-%m-%dT%H:%M:%S}' /project/lapwing-ops /project/cohort-growth
borg prune --keep-daily 7 --keep-weekly 4 --keep-monthly 12
borg compact
