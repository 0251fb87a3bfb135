#!/bin/bash
# submit the post-processing app on Frontera through DesignSafe; token from `tapis auth login`
TOKEN='{{tapis_token}}'
curl -s -H "X-Tapis-Token: $TOKEN" -H "Content-Type: application/json" \
     -X POST https://designsafe.tapis.io/v3/jobs/submit -d @job_maxele_plots.json | jq .result.uuid
