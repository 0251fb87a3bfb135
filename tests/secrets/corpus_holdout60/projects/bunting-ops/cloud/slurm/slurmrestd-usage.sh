#!/bin/bash
# pull job records for billing from slurmrestd (token from `scontrol token lifespan=86400`)
export SLURM_JWT={{slurm_jwt:slurm-jwt}}
curl -s -H "X-SLURM-USER-NAME: xdmod" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" \
  "https://slurmrestd.bunting.example.ca:6820/slurmdb/v0.0.41/jobs?start_time=$(date -d '1 day ago' +%s)" > /var/lib/billing/jobs-$(date +%F).json
