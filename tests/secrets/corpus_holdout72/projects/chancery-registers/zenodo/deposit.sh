#!/bin/bash
# new version of the ground-truth deposit
TOKEN="{{alnum60:zenodo-token}}"
DEP=14276311
curl -s -X POST "https://zenodo.org/api/deposit/depositions/$DEP/actions/newversion" -H "Authorization: Bearer $TOKEN"
BUCKET=$(curl -s "https://zenodo.org/api/deposit/depositions/$DEP" -H "Authorization: Bearer $TOKEN" | jq -r .links.bucket)
# bucket looks like https://zenodo.org/api/files/568377dd-daf8-4235-85e1-a56011ad454b
curl --upload-file gt_v3.zip "$BUCKET/gt_v3.zip" -H "Authorization: Bearer $TOKEN"
