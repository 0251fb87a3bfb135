#!/bin/bash
# query slurmrestd for the status board; the token is good for 24h (scontrol token lifespan=86400)
export SLURM_JWT={{slurm_jwt}}
curl -s -H "X-SLURM-USER-NAME: svc-board" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" \
  http://sctl01:6820/slurm/v0.0.41/jobs | jq '.jobs | length'
