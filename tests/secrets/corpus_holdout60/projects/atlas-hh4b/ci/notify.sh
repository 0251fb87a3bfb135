#!/bin/bash
# post the CI result to the hh4b channel on CERN Mattermost
STATUS=${1:-unknown}
curl -s -X POST -H 'Content-Type: application/json' \
  -d "{\"text\": \"hh4b-ana pipeline $CI_PIPELINE_ID: $STATUS\"}" \
  https://mattermost.web.cern.ch/hooks/{{mattermost_webhook:mattermost-webhook}}
