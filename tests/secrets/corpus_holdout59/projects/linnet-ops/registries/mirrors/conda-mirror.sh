#!/bin/bash
# Mirror selected conda-forge packages into the linnet-forge channel on Quetz.
set -euo pipefail
QUETZ=https://conda.linnet.example.nz
: "${QUETZ_API_KEY:?set QUETZ_API_KEY (pass show registries/quetz-mirror)}"
while read -r pkg; do
  curl -sf -X PUT "$QUETZ/api/channels/linnet-forge/mirrors" \
    -H "X-API-Key: ${QUETZ_API_KEY}" -H 'Content-Type: application/json' \
    -d "{\"url\": \"https://conda.anaconda.org/conda-forge\", \"packages\": [\"$pkg\"]}"
done < mirror-list.txt
