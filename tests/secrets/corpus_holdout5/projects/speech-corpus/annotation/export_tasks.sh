#!/bin/bash
# Export finished annotations from Label Studio (legacy token auth)
LS=http://localhost:8080
TOKEN=${LABEL_STUDIO_API_KEY:?set LABEL_STUDIO_API_KEY}
curl -s -X GET "$LS/api/projects/4/export?exportType=JSON" -H "Authorization: Token $TOKEN" -o export/project4.json
