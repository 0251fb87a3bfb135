#!/bin/bash
# Skim NanoAOD with a bearer token for the davs door (WLCG token discovery: BEARER_TOKEN, then
# BEARER_TOKEN_FILE, then $XDG_RUNTIME_DIR/bt_u$ID, then /tmp/bt_u$ID).
set -euo pipefail
echo "job $1 on $(hostname), token file: ${BEARER_TOKEN_FILE:-_CONDOR_CREDS/scitokens.use}"
if [ -z "${BEARER_TOKEN:-}" ]; then
  export BEARER_TOKEN=$(cat "$_CONDOR_CREDS/scitokens.use")
fi
echo "token: ${BEARER_TOKEN}"
tar xzf skim.tgz
python3 skim.py --part "$1" --out "davs://xrootd-kestrel.example.edu:1094/store/user/fmorel/skim/part_$1.root"
