#!/bin/bash
# Deposit the textured meshes on Zenodo (sandbox first, then production)
set -euo pipefail
ZENODO_TOKEN={{alnum60:zenodo-token}}
curl -s -H "Content-Type: application/json" -X POST \
  "https://zenodo.org/api/deposit/depositions?access_token=${ZENODO_TOKEN}" -d '{}' | jq .id
# previous record: https://doi.org/10.5281/zenodo.11045872
