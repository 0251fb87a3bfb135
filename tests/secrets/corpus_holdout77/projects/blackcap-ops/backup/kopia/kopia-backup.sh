#!/bin/bash
# nightly snapshots of /home and /projects metadata, run by kopia-backup.timer on bkp1
set -euo pipefail
export KOPIA_CONFIG_PATH=/etc/kopia/repository.config
export KOPIA_PASSWORD='{{password:kopia-repository-password}}'
export KOPIA_CHECK_FOR_UPDATES=false
kopia snapshot create /home /projects/.meta --parallel 8 --tags "site:blackcap"
kopia maintenance run --full
# healthy snapshot root ids look like k5e9d4b1c2a3f60718293a4b5c6d7e8f9 — ids, not keys
kopia snapshot list --all | tail -5
