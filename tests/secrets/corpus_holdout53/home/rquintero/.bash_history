module load freesurfer/7.4.1
echo $FS_LICENSE
cat $FS_LICENSE | head -2
dandi upload -i dandi-staging --existing refresh
dandi upload --help
export DANDI_API_KEY={{hex40:dandi-api-key}}
dandi upload
xnat_cli --help
curl -u rquintero:{{password:xnat-password}} "https://xnat.neuro.treecreeper.example.fi/data/projects/HIPPO_FI/subjects?format=json"
curl -X POST -u rquintero "https://xnat.neuro.treecreeper.example.fi/data/services/tokens/issue"
md5sum sub-017_T1w.nii.gz
