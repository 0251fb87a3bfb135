#!/bin/sh
# quick search against the Data API (basic auth: key as user, empty password)
curl -s -u "$PL_API_KEY:" -X POST https://api.planet.com/data/v1/quick-search \
  -H 'Content-Type: application/json' -d @planet/filter.json | jq '.features[].id'
