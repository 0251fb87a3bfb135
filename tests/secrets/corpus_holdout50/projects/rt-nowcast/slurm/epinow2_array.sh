#!/bin/bash
#SBATCH --job-name=epinow2-states
#SBATCH --array=1-56%12
#SBATCH --cpus-per-task=4
#SBATCH --mem=8G
#SBATCH --time=04:00:00
#SBATCH --account=epi-nowcast
#SBATCH --output=logs/%x-%A_%a.out
module load R/4.4.1 cmdstan/2.35
export GISAID_USERNAME=kwatanabe
export GISAID_PASSWORD='{{password:gisaid-password}}'
export GITHUB_PAT=${GITHUB_PAT:?set in ~/.Renviron}
STATE=$(sed -n "${SLURM_ARRAY_TASK_ID}p" config/states.txt)
Rscript R/run_epinow2.R --state "$STATE" --samples 2000 --seed 4242
