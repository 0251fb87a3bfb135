#!/bin/bash
# pull job records through slurmrestd for the XDMoD shredder (token lifespan 1 year, svc user)
export SLURM_JWT={{slurm_jwt}}
curl -s -H "X-SLURM-USER-NAME: xdmod" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" \
  "https://slurmrestd.nuthatch.example.cz/slurmdb/v0.0.41/jobs?start_time=$(date -d yesterday +%s)" \
  > /var/spool/xdmod/jobs-$(date +%F).json
# scontrol token username=xdmod lifespan=31536000
