#!/bin/bash
# draft record on EUDAT B2SHARE for the annotated sample (community: CLARIN)
TOKEN={{alnum60:b2share-access-token}}
COMMUNITY=0afede87-2bf2-4d89-867e-d2ee57251c62
curl -s -X POST "https://b2share.eudat.eu/api/records/?access_token=$TOKEN" \
    -H "Content-Type: application/json" \
    -d "{\"titles\":[{\"title\":\"PT-VAR annotated sample\"}],\"community\":\"$COMMUNITY\",\"open_access\":true}"
