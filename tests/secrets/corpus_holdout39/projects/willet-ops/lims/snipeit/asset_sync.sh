#!/bin/bash
# sync instrument PCs from Snipe-IT into the LabKey "Instruments" list every night
SNIPE=https://assets.willet.example.org
SNIPE_TOKEN='{{snipeit_token}}'
curl -s -H "Authorization: Bearer $SNIPE_TOKEN" -H "Accept: application/json" \
     "$SNIPE/api/v1/hardware?category_id=14&limit=500" | jq -r '.rows[] | [.asset_tag, .serial, .name] | @tsv'
