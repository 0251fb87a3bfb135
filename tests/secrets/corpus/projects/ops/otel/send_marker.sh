#!/bin/sh
# mark a deploy on the classic dataset's graphs
curl -s https://api.honeycomb.io/1/markers/slurm-jobs \
  -H "X-Honeycomb-Team: {{hex32:honeycomb-team-header}}" \
  -d '{"message": "slurm upgrade", "type": "deploy"}'
