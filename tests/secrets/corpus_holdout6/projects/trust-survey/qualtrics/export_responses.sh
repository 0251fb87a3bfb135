#!/bin/bash
# Qualtrics response export (API v3): start, poll, download.
DC=skua.eu
SURVEY=SV_3kN8vQ0mYb2ZxGe
TOKEN="${QUALTRICS_API_KEY:?set QUALTRICS_API_KEY}"
PROGRESS=$(curl -s -X POST -H "X-API-TOKEN: $TOKEN" -H "Content-Type: application/json" \
    -d '{"format":"csv"}' "https://$DC.qualtrics.com/API/v3/surveys/$SURVEY/export-responses" | jq -r .result.progressId)
echo "export $PROGRESS started"
