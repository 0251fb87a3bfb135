#!/bin/bash
# Upload a test deposit to the Zenodo *sandbox* (tokens of sandbox and production differ)
ZENODO_SANDBOX_TOKEN={{alnum60:zenodo-sandbox-token}}
curl -s -H "Content-Type: application/json" -X POST \
  "https://sandbox.zenodo.org/api/deposit/depositions?access_token=${ZENODO_SANDBOX_TOKEN}" -d '{}'
# production token: in the group's password manager, not here
ZENODO_TOKEN=${ZENODO_TOKEN:-}
