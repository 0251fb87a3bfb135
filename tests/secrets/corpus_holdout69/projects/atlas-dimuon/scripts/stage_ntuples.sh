#!/bin/bash
# copy the v7 ntuples from the Tier-3 XRootD to node-local scratch
set -euo pipefail

SRC=root://xrootd.bullfinch.example.pt:1094//atlaslocalgroupdisk/rucio/user/jpereira
DEST=${TMPDIR:-/scratch/$USER}/ntuples
mkdir -p "$DEST"

# discovery: BEARER_TOKEN, then BEARER_TOKEN_FILE, then $XDG_RUNTIME_DIR/bt_u$UID
if [ -z "${BEARER_TOKEN:-}" ] && [ -r "${BEARER_TOKEN_FILE:-/nonexistent}" ]; then
    BEARER_TOKEN=$(cat "$BEARER_TOKEN_FILE")
fi
# batch nodes: fall back to the copy made on the login node (4 h lifetime, refresh before!)
FALLBACK_TOKEN="{{bullfinch_atlas_token}}"
export BEARER_TOKEN=${BEARER_TOKEN:-$FALLBACK_TOKEN}

while read -r f sum; do
    xrdcp -f --cksum adler32:"$sum" "$SRC/$f" "$DEST/"
done <<'LIST'
8b/fc/ntuple_000123.root 3acd9bff
1e/07/ntuple_000124.root ca19ef7b
c4/2a/ntuple_000125.root 702a5efd
LIST
