#!/bin/bash
# Export the HPC user docs space from Confluence DC before the Cloud migration.
set -euo pipefail
CONF=https://wiki.stint.example.org
PAT="{{jira_dc_pat:confluence-personal-access-token}}"
curl -s -H "Authorization: Bearer $PAT" "$CONF/rest/api/space/HPCDOCS?expand=homepage" | jq .homepage.id
curl -s -H "Authorization: Bearer $PAT" -X POST "$CONF/rest/api/longtask/export/space/HPCDOCS?type=xml" -o export.json

# cloud side (migration assistant checks), API token of the migration user
CLOUD=https://stint-research.atlassian.net/wiki
curl -s -u migration@stint.example.org:{{atlassian}} "$CLOUD/rest/api/space?limit=50" | jq '.results[].key'
