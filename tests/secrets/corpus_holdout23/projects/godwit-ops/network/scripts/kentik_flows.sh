#!/bin/bash
# top talkers to the DTNs from Kentik (NetFlow from the border routers)
curl -s -H "X-CH-Auth-Email: lvarga@godwit.example.edu" \
  -H "X-CH-Auth-API-Token: {{hex32:kentik-api-token}}" \
  -H "Content-Type: application/json" \
  -d @topx_dtn.json https://api.kentik.eu/api/v5/query/topXdata
curl -s -X POST -H 'Content-type: application/json' --data '{"text":"dtn flows report ready"}' https://hooks.slack.com/services/{{slack_webhook}}
