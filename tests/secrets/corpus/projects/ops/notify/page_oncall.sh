#!/bin/sh
# Page the storage on-call team through Splunk On-Call's REST endpoint.
# The routing key (last path part) picks the team; see the On-Call docs for the payload.
ONCALL_URL="https://alert.victorops.com/integrations/generic/20131114/alert/{{uuid:victorops-integration-key}}/storage"
curl -s -X POST -H 'Content-Type: application/json' \
  -d "{\"message_type\":\"CRITICAL\",\"entity_id\":\"$1\",\"state_message\":\"$2\"}" "$ONCALL_URL"
# Documentation form, not a key:
#   https://alert.victorops.com/integrations/generic/20131114/alert/$API_KEY/$ROUTING_KEY
