#!/bin/bash
#SBATCH --job-name=l2gen-olci
#SBATCH --array=0-30
#SBATCH --cpus-per-task=8 --mem=24G --time=06:00:00
source /apps/ocssw/OCSSW_bash.env
export OCSSWROOT=/apps/ocssw/V2026.1
# ancillary downloads use the netrc; the token is the fallback
export EARTHDATA_TOKEN="${EARTHDATA_TOKEN:-$(cat ~/.config/earthaccess/token 2>/dev/null)}"
files=(data/l1/*.SEN3)
l2gen ifile=${files[$SLURM_ARRAY_TASK_ID]}/xfdumanifest.xml ofile=data/l2/$(basename ${files[$SLURM_ARRAY_TASK_ID]} .SEN3).L2.nc \
  l2prod="chlor_a Rrs_nnn pic poc" aer_opt=-2
