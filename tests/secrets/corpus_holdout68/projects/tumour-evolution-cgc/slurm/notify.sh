#!/bin/bash
# Usage: notify.sh "message"  -- called at the end of every array task
WEBHOOK="https://hooks.slack.com/services/{{slack_webhook}}"
msg=${1:-"job ${SLURM_JOB_ID:-?} finished on $(hostname -s)"}
curl -s -X POST -H 'Content-type: application/json' \
     --data "{\"text\": \"${msg}\"}" "$WEBHOOK" >/dev/null
