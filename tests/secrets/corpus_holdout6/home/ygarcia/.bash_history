module load fsl/6.0.7 freesurfer/7.4.1 apptainer
fw login flywheel.skua.example.edu:{{alnum25:flywheel-api-key}}
fw status
fw download "fw://ageing/ABC/sub-0412" -o /scratch/ygarcia/fw
xnat_download() { curl -s -u "$1" "https://xnat.skua.example.edu/data/projects/AGEING/experiments?format=json"; }
curl -s -u ygarcia -X POST https://xnat.skua.example.edu/data/services/tokens/issue
curl -s -b "JSESSIONID={{hex32_upper:xnat-session-id}}" "https://xnat.skua.example.edu/data/projects/AGEING/subjects?format=csv" > subjects.csv
apptainer run --cleanenv fmriprep-24.1.1.sif /scratch/ygarcia/bids /scratch/ygarcia/deriv participant --participant-label 0412 --fs-license-file $HOME/.freesurfer/license.txt
sha1sum /scratch/ygarcia/bids/sub-0412/anat/*.nii.gz
datalad save -m "add sub-0412"
git annex info --fast
