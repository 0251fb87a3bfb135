#!/bin/bash
# the online replication runs on JATOS (jatos.wryneck.example.pt); export results nightly
set -euo pipefail
JATOS=https://jatos.wryneck.example.pt
STUDY_UUID=7c2e9b4a-1d3f-4e5a-8b6c-0d9e8f7a6b5c
curl -s -X POST "$JATOS/jatos/api/v1/results?studyId=41" \
  -H "Authorization: Bearer {{jatos}}" \
  -o "exports/jatos_${STUDY_UUID}_$(date +%F).jrzip"
