#!/bin/bash
# Upload the candidate tarball to the survey's Zenodo deposition
set -euo pipefail
ACCESS_TOKEN={{alnum60:zenodo-token}}
DEPOSITION=14022731
BUCKET=$(curl -s "https://zenodo.org/api/deposit/depositions/${DEPOSITION}?access_token=${ACCESS_TOKEN}" | jq -r .links.bucket)
curl --upload-file candidates_dr1.tar.gz "${BUCKET}/candidates_dr1.tar.gz?access_token=${ACCESS_TOKEN}"
