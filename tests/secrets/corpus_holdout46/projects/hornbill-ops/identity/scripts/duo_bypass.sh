#!/bin/bash
# Issue Duo bypass codes for a locked-out user (Admin API, signed with the skey)
set -euo pipefail
DUO_HOST=api-4f2a91c8.duosecurity.com
DUO_IKEY=${DUO_IKEY:?}
DUO_SKEY=${DUO_SKEY:?}
user_id=$(python3 duo_lookup.py "$1")
python3 -m duo_client.admin --host "$DUO_HOST" --ikey "$DUO_IKEY" --skey "$DUO_SKEY" \
  bypass_codes "$user_id" --count 5 --valid-secs 3600
