#!/bin/bash
#SBATCH --job-name=odm-canola
#SBATCH --array=0-11%4
#SBATCH --gres=gpu:1
#SBATCH --cpus-per-task=16
#SBATCH --mem=96G
#SBATCH --time=08:00:00
#SBATCH --account=def-hsandhu

module load apptainer/1.3
FLIGHTS=($(cat flights_2025.txt))
F=${FLIGHTS[$SLURM_ARRAY_TASK_ID]}
# token is read by pyodm from the env, set in ~/.config/canola/odm.env (chmod 600)
source ~/.config/canola/odm.env   # NODEODM_TOKEN=...
apptainer exec --nv /project/canola-pheno/containers/odm_3.5.4.sif \
  python /code/run.py --project-path /scratch/$USER/odm "$F" --dsm --pc-quality high
