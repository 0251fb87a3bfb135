#!/bin/bash
# pull a session from the microscope rsync daemon to Lustre
set -e
SESSION=${1:?session name like 2025-03-11_krios}
export RSYNC_PASSWORD='{{password:rsync-password}}'
rsync -av --partial --progress \
  rsync://epu@krios-store.crossbill.example.pl/sessions/$SESSION/ \
  /mnt/lustre/projects/nanodisc-cryoem/raw/$SESSION/
# verify against the manifest the EPU PC writes
( cd /mnt/lustre/projects/nanodisc-cryoem/raw/$SESSION && md5sum -c manifest.md5 )
