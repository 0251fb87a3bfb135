#!/bin/bash
# Submit the selection-scan workflow on Terra for the new Ghana cohort.
# token pasted from `gcloud auth print-access-token` on the laptop (cluster has no browser)
TOKEN="{{google_access:google-access-token}}"
WS=tern-vector/anopheles-selection
curl -s -X POST "https://api.firecloud.org/api/workspaces/$WS/submissions" \
  -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \
  -d @terra/submission.json | jq '.submissionId'
