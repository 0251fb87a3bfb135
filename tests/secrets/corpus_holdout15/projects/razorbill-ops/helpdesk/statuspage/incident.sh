#!/bin/bash
# open an incident on status.razorbill.example.edu (Atlassian Statuspage page 7xqz3kv9rbld)
PAGE=7xqz3kv9rbld
curl -s https://api.statuspage.io/v1/pages/$PAGE/incidents \
  -H "Authorization: OAuth {{uuid:statuspage-api-key}}" \
  -d "incident[name]=$1" -d "incident[status]=investigating" \
  -d "incident[component_ids][]=z3k1m9p8r7q2"
