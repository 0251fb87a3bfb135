#!/bin/bash
# Deposit the tilt series + tomograms of the nanodisc dataset in EMPIAR
# usage: ./deposit_EMPIAR.sh [--resume ENTRY_ID]
set -euo pipefail

# transfer password from the EMPIAR team (NOT the API token, NOT my EMPIAR login)
export EMPIAR_TRANSFER_PASS="{{password:empiar-transfer-password}}"

DATA=/mnt/lustre/projects/cryoet-deposit/upload
JSON=$(dirname "$0")/deposition.json
ASCP=/opt/aspera/cli/bin/ascp

if [[ ${1:-} == --resume ]]; then
  empiar-depositor -a "$ASCP" -r "$2" "$DATA" "$EMPIAR_TOKEN" "$JSON" "$DATA"
else
  empiar-depositor -a "$ASCP" -v {{hex40:empiar-api-token}} "$JSON" "$DATA"
fi
