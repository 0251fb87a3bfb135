#!/bin/sh
# Pull the reagent inventory from Airtable with a personal access token (scope data.records:read)
curl -s "https://api.airtable.com/v0/appR8k2Lq5ZtW3nYb/tblReagents" \
  -H "Authorization: Bearer {{airtable:airtable-token}}" -o reagents.json
