#!/bin/bash
# new version of the pterosaur humerus dataset on Zenodo (concept DOI 10.5281/zenodo.14221930)
set -euo pipefail
TOKEN={{alnum60:zenodo-token}}
DEP=14221931
NEW=$(curl -s -X POST "https://zenodo.org/api/deposit/depositions/${DEP}/actions/newversion?access_token=${TOKEN}" | jq -r .links.latest_draft)
BUCKET=$(curl -s "${NEW}?access_token=${TOKEN}" | jq -r .links.bucket)
for f in meshes/*.ply; do
  curl --upload-file "$f" "${BUCKET}/$(basename "$f")?access_token=${TOKEN}"
done
