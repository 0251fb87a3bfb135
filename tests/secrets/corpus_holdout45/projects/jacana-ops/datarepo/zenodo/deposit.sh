#!/bin/bash
# New version of a deposition (record 14820931) with the bucket API.
TOKEN={{alnum60:zenodo-token}}
DEP=14820931
NEW=$(curl -s -X POST "https://zenodo.org/api/deposit/depositions/$DEP/actions/newversion?access_token=$TOKEN" | jq -r .links.latest_draft)
BUCKET=$(curl -s "$NEW?access_token=$TOKEN" | jq -r .links.bucket)
curl --progress-bar -o /dev/null --upload-file cathode_v2.tar.zst "$BUCKET/cathode_v2.tar.zst?access_token=$TOKEN"
# sandbox token for testing only goes to sandbox.zenodo.org: ACCESS_TOKEN=ChangeMeSandboxToken
