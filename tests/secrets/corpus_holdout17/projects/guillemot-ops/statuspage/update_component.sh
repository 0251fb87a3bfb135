#!/bin/sh
# Atlassian Statuspage: mark the scheduler component degraded (REST API v1, OAuth header)
PAGE_ID=kctbh9vrtdwd
COMPONENT_ID=1xq9w6ms3yf4
curl -s -X PATCH "https://api.statuspage.io/v1/pages/$PAGE_ID/components/$COMPONENT_ID" \
  -H "Authorization: OAuth {{uuid:statuspage-api-key}}" \
  -d "component[status]=degraded_performance"
