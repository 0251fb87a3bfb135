#!/bin/bash
# submit the methylation QC workflow to Terra/AnVIL with a short-lived token
TOKEN={{google_access}}
# TOKEN=$(gcloud auth print-access-token)
curl -s -X POST "https://api.firecloud.org/api/workspaces/anvil-godwit-7f3a9c21/methylation-qc/submissions" \
  -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" -d @submission.json
export TOWER_ACCESS_TOKEN={{seqera}}
nextflow run nf-core/methylseq -r 2.7.1 -profile godwit -with-tower
export NCBI_API_KEY={{ncbi}}
