#!/bin/bash
# Send the QC'd cohort to the TOPMed imputation server, one job per chromosome.
for chr in $(seq 1 22); do
  sbatch --job-name="impute-chr${chr}" --export=ALL,CHR=${chr},TOPMED_TOKEN={{jwt:topmed-imputation-token}} impute.sbatch
done
# imputationbot add-instance https://imputation.biodatacatalyst.nhlbi.nih.gov   # prompts for the token
sacct --name=impute-chr1 --format=JobID,JobIDRaw,State
