#!/bin/bash
# submit from the Jupyter VM via slurmrestd (token from `scontrol token lifespan=86400`)
export SLURM_JWT={{slurm_jwt}}
curl -s -H "X-SLURM-USER-NAME: kbaptiste" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" \
  -X POST https://slurmrest.godwit.example.edu/slurm/v0.0.41/job/submit -d @job.json
