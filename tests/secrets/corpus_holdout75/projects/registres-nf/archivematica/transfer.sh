#!/bin/bash
# Start a standard transfer of a digitised register and approve it (Archivematica 1.16).
# usage: transfer.sh REGISTRE_DIR
set -euo pipefail
DIR=${1:?register folder under the transfer source}

AM_URL=https://archivematica.yellowhammer.example.ca
SS_URL=https://archivematica-ss.yellowhammer.example.ca
AM_USER=efortin
AM_KEY={{hex40:archivematica-api-key}}
SS_USER=efortin
SS_KEY={{hex40:archivematica-ss-api-key}}
TS_LOCATION=5d3c9a1e-08b2-47f6-9e4a-c1b2d3e4f5a6   # transfer source location UUID (not a secret)

curl -s -H "Authorization: ApiKey $AM_USER:$AM_KEY" \
    -d "name=$(basename "$DIR")&type=standard&accession=2025-NF-$(basename "$DIR")" \
    -d "paths[]=$(printf '%s:%s' "$TS_LOCATION" "$DIR" | base64 -w0)" \
    "$AM_URL/api/transfer/start_transfer/"
sleep 10
curl -s -H "Authorization: ApiKey $AM_USER:$AM_KEY" -d "type=standard&directory=$(basename "$DIR")" \
    "$AM_URL/api/transfer/approve/"
amclient get-pipelines --ss-user-name "$SS_USER" --ss-url "$SS_URL" "$SS_KEY"
