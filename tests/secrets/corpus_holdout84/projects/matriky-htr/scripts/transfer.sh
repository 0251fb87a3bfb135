#!/bin/bash
# start an Archivematica transfer for one register volume
# usage: transfer.sh BRNO_MA_1784
set -eu
VOL=$1
AM=https://am.pochard.example.cz
LOC=7c3e5a1f-9b2d-4e6c-8a0f-1d3b5c7e9f2a
PATH_B64=$(printf '%s:%s' "$LOC" "/matriky/$VOL" | base64 -w0)
curl -s -X POST "$AM/api/v2beta/package" \
  -H "Authorization: ApiKey kvesela:{{hex40:archivematica-api-key}}" \
  -H "Content-Type: application/json" \
  -d "{\"name\": \"$VOL\", \"type\": \"standard\", \"path\": \"$PATH_B64\", \"processing_config\": \"automated\"}"
