#!/bin/bash
# protection-run summary from the Cohesity cluster (v2 API, apiKey header)
CLUSTER=https://cohesity.blackcap.example.nz
APIKEY={{uuid:cohesity-api-key}}
curl -sk -H "apiKey: ${APIKEY}" -H "accept: application/json" \
  "${CLUSTER}/v2/data-protect/protection-groups?isDeleted=false&includeLastRunInfo=true" \
  | jq -r '.protectionGroups[] | [.name, .lastRun.localBackupInfo.status] | @tsv'
# protection group ids look like 5873216049721633:1689042210112:41 (cluster id:incarnation:id)
