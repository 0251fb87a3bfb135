#!/bin/bash
# legacy Jira Data Center (jira.woodcock, until the cloud move): open HPC tickets to CSV
JIRA_PAT={{jira_dc_pat}}
curl -s -H "Authorization: Bearer ${JIRA_PAT}" \
  "https://jira.woodcock.example.org/rest/api/2/search?jql=project%3DHPC%20AND%20status%3DOpen&maxResults=500" \
  | jq -r '.issues[] | [.key, .fields.summary] | @csv' > open_hpc.csv
