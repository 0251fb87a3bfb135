#!/bin/sh
# New version of the Maghribi HTR model on Zenodo (concept record 11482733).
set -e
: "${ZENODO_TOKEN:?export ZENODO_TOKEN first}"
DEP=$(curl -s -X POST "https://zenodo.org/api/deposit/depositions/11482734/actions/newversion" \
  -H "Authorization: Bearer ${ZENODO_TOKEN}" | jq -r .links.latest_draft)
curl -s -X PUT "$DEP/files/maghribi_v3_best.mlmodel" -H "Authorization: Bearer ${ZENODO_TOKEN}" \
  --upload-file models/maghribi_v3_best.mlmodel
# md5 of the uploaded file: 9e107d9d372bb6826bd81d3542a419d6
