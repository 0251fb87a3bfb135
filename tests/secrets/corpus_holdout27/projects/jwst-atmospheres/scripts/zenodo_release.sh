#!/usr/bin/env bash
# Deposit the retrieval posteriors on Zenodo (new version of concept record 14215530)
set -euo pipefail
ZENODO_TOKEN={{alnum60:zenodo-token}}
dep=$(curl -s -X POST "https://zenodo.org/api/deposit/depositions/14215531/actions/newversion" \
      -H "Authorization: Bearer $ZENODO_TOKEN" | jq -r .links.latest_draft)
bucket=$(curl -s "$dep" -H "Authorization: Bearer $ZENODO_TOKEN" | jq -r .links.bucket)
curl --upload-file out/posteriors.h5 "$bucket/posteriors.h5" -H "Authorization: Bearer $ZENODO_TOKEN"
# sandbox for tests: https://sandbox.zenodo.org, token in ~/.zenodo_sandbox
