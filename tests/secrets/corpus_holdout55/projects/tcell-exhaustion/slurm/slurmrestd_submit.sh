#!/bin/bash
# submit the FlowSOM job from the OMIQ webhook VM through slurmrestd (JWT from `scontrol token lifespan=86400`)
export SLURM_JWT={{slurm_jwt}}
curl -s -X POST "https://slurmrest.wryneck.example.pt/slurm/v0.0.41/job/submit" \
  -H "X-SLURM-USER-NAME: tlindqvist" \
  -H "X-SLURM-USER-TOKEN: ${SLURM_JWT}" \
  -H "Content-Type: application/json" \
  -d @slurm/flowsom_job.json
