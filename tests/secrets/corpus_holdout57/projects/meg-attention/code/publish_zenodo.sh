#!/bin/bash
# New version of the derivatives deposit (concept record 14711852)
ZENODO_TOKEN={{alnum60:zenodo-token}}
curl -s -X POST "https://zenodo.org/api/deposit/depositions/14711853/actions/newversion?access_token=${ZENODO_TOKEN}" | jq -r .links.latest_draft
curl -s -H "Authorization: Bearer ${ZENODO_TOKEN}" --upload-file derivatives.zip "https://zenodo.org/api/files/7c1e9a2b-4d3f-4e58-b6a0-2f1d3c5e7a90/derivatives.zip"
