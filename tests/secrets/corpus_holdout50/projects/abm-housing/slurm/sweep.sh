#!/bin/bash
#SBATCH -J abm-sweep --array=1-400 -c 1 --mem=4G -t 02:00:00 -o logs/sweep-%A_%a.out
module load julia/1.11.1 gurobi/12.0
export GRB_LICENSE_FILE=$HOME/gurobi.lic
export JULIA_PROJECT=$HOME/projects/abm-housing/julia
julia --threads=1 run_sweep.jl --task $SLURM_ARRAY_TASK_ID --seed $((1000 + SLURM_ARRAY_TASK_ID))
