#!/bin/bash
# Called from the array's epilog: tell #heras-acoustics how many files failed calibration
FAILED=$(grep -c FAILED /scratch/$USER/echopype/*.log 2>/dev/null || echo 0)
curl -s -X POST -H 'Content-type: application/json' \
  --data "{\"text\":\"echopype array $SLURM_ARRAY_JOB_ID done, $FAILED failed\"}" \
  https://hooks.slack.com/services/{{slack_webhook}}
