#!/bin/bash
#SBATCH --job-name=recon-hipp
#SBATCH --array=1-48%16
#SBATCH -c 8 --mem=16G -t 24:00:00
module load freesurfer/7.4.1
export FS_LICENSE=$HOME/projects/hippocampal-subfields/freesurfer/license.txt
export SUBJECTS_DIR=/scratch/ytanaka/subjects
SUB=$(printf "sub-%03d" $SLURM_ARRAY_TASK_ID)
recon-all -s $SUB -i bids/ds-hipposub/$SUB/anat/${SUB}_T1w.nii.gz -all -parallel -openmp 8
segmentHA_T2.sh $SUB bids/ds-hipposub/$SUB/anat/${SUB}_T2w.nii.gz T2only 1
