#!/bin/bash
# Export Bragg-disk annotations from Label Studio project 12
LS=https://labelstudio.eider.example.edu
curl -s -X GET "$LS/api/projects/12/export?exportType=JSON" \
  -H "Authorization: Token $LABEL_STUDIO_API_KEY" -o annotation/disks_export.json
