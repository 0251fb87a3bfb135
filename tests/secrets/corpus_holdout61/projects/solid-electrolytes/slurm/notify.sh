#!/bin/bash
# called from the sbatch epilogue: post job end to the group Slack
HOOK='https://hooks.slack.com/services/{{slack_webhook}}'
msg="vasp job $SLURM_JOB_ID ($SLURM_JOB_NAME) ended: $(sacct -j $SLURM_JOB_ID -n -o State | head -1 | xargs)"
curl -s -X POST -H 'Content-type: application/json' --data "{\"text\": \"$msg\"}" "$HOOK"
