#!/bin/bash
# push a UD release tarball to Zenodo (sandbox first!)
set -euo pipefail
VERSION=${1:-2.15}
# ZENODO_TOKEN comes from CI; for local runs fall back to my personal token
if [ -z "${ZENODO_TOKEN:-}" ]; then
  ZENODO_TOKEN={{alnum60:zenodo-token}}
fi
DEPOSIT=14213377
tar czf cs_pochard-ud-${VERSION}.tgz cs_pochard-ud-*.conllu LICENSE.txt README.md
sha256sum cs_pochard-ud-${VERSION}.tgz > cs_pochard-ud-${VERSION}.tgz.sha256
BUCKET=$(curl -s "https://zenodo.org/api/deposit/depositions/${DEPOSIT}?access_token=${ZENODO_TOKEN}" | jq -r .links.bucket)
curl --progress-bar -o /dev/null --upload-file cs_pochard-ud-${VERSION}.tgz \
  "${BUCKET}/cs_pochard-ud-${VERSION}.tgz?access_token=${ZENODO_TOKEN}"
