#!/bin/bash
#SBATCH -J g16-td
#SBATCH -p cpu-long
#SBATCH -N 1 --ntasks-per-node=1 --cpus-per-task=32
#SBATCH --mem=100G -t 2-00:00:00
module load gaussian/g16.C02
mkdir -p $GAUSS_SCRDIR
g16 < gaussian/ir_cat3_s1.gjf > gaussian/ir_cat3_s1.log
# push results to the QCFractal record (password from ~/.config/qcportal)
python scripts/push_qcf.py --record 118204 --checksum $(md5sum gaussian/ir_cat3_s1.log | cut -d' ' -f1)
# globus transfer to the group collection
globus transfer 5c1f9e0a-3d7b-4a2e-9f61-8b4c0d2e7a15:/scratch/praman/g16 \
  0f7a2c9e-61d4-4b8a-a3e5-c9d1f7b2e048:/photoredox/g16 --recursive --label "g16 $(date +%F)"
