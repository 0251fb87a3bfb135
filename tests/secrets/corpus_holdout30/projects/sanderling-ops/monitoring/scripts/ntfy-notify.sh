#!/bin/sh
# Push a note to the on-call phone through our self-hosted ntfy
MSG=${1:-"test"}
curl -s -H "Authorization: Bearer {{ntfy:ntfy-token}}" \
  -H "Title: Sanderling on-call" -H "Priority: high" \
  -d "$MSG" https://ntfy.sanderling.example.org/oncall
