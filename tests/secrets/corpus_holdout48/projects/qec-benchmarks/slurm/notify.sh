#!/bin/bash
# called from the epilog of my jobs: push a notification to ntfy on the centre's server
curl -s -H "Authorization: Bearer {{ntfy}}" -H "Title: job $SLURM_JOB_ID $1" \
  -d "$(sacct -j $SLURM_JOB_ID -n -o State,Elapsed | head -1)" https://ntfy.shrike.example.ac.uk/tl-jobs
