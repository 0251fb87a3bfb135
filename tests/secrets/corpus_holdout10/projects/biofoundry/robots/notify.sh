#!/bin/bash
# Post an OT-2 run's end to #biofoundry-runs.
run_id="$1"; status="$2"
curl -s -X POST -H 'Content-type: application/json' \
  --data "{\"text\":\"OT-2 bay 3: run ${run_id} ${status}\"}" \
  https://hooks.slack.com/services/{{slack_webhook}}
