module load freesurfer/7.4.1 fsl/6.0.7
export FS_LICENSE=~/freesurfer/license.txt
recon-all -s sub-014 -i sub-014_T1w.nii.gz -all
datalad install -s https://github.com/OpenNeuroDatasets/ds004215.git
datalad get sub-01/anat
git annex whereis sub-01/anat/sub-01_T1w.nii.gz
openneuro login
openneuro upload --affirmDefaced /projects/neuro-dev/bids
fw login psy.flywheel.io:{{alnum24:flywheel-api-key}}
fw download "fw://neurodev/pilot/sub-003" -o sub-003.tar
bl login --ttl 30
curl -u tnguyen:{{password_url:xnat-password}} "https://xnat.puffin.example.ac.uk/data/projects/NEURODEV/experiments?format=csv"
curl -X POST -u tnguyen "https://xnat.puffin.example.ac.uk/data/services/tokens/issue"
Rscript /projects/neuro-dev/clinical/pull_redcap.R
sbatch /projects/neuro-dev/jobs/fmriprep.sbatch sub-014
