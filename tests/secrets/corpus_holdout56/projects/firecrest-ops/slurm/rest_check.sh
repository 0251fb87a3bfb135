#!/bin/bash
# slurmrestd smoke test from the portal host
export $(scontrol token username=portal lifespan=600)
curl -s -H "X-SLURM-USER-NAME: portal" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" http://slurmrestd1:6820/slurm/v0.0.40/diag | jq .statistics.jobs_running
# the token pasted from the first run, still valid until tomorrow:
# SLURM_JWT={{slurm_jwt}}
