#!/bin/bash
# Mail every active user of a partition (from sacctmgr) about maintenance.
set -euo pipefail
PART=${1:?partition}
SMTP_PASS=$(systemd-creds cat smtp-relay)
for u in $(sacctmgr -nP show assoc where partition="$PART" format=user | sort -u); do
  swaks --server smtp-relay.fulmar.example.edu:587 --tls \
    --auth-user hpc-noreply@fulmar.example.edu --auth-password "$SMTP_PASS" \
    --to "$u@fulmar.example.edu" --header "Subject: $PART maintenance" --body @notice.txt
done
