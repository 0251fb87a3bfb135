#!/bin/bash
set -euo pipefail
source "$(dirname "$0")/.zenodo"
for f in nordic-wrf-3km-*.nc; do
    echo "uploading $f ($(sha256sum "$f" | cut -c1-16)...)"
    curl --fail -sS --upload-file "$f" -H "Authorization: Bearer ${ZENODO_TOKEN}" "${ZENODO_BUCKET}/$f"
done
