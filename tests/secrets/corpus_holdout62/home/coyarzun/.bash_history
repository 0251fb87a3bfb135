source ~/venvs/nwb/bin/activate
dandi download DANDI:000871/draft --download dandiset.yaml
export DANDI_API_KEY={{hex40:dandi-api-key}}
dandi upload -i dandi --validation require
dandi upload -i dandi-sandbox
nwbinspector sub-CH017/ --config dandi
curl -u coyarzun:{{password_url:xnat-password}} "https://xnat.brambling.example.cl/data/projects/ANDES_EPI/subjects?format=json" | jq '.ResultSet.totalRecords'
curl -u coyarzun "https://xnat.brambling.example.cl/data/services/tokens/issue" 
curl -u "$XNAT_ALIAS:$XNAT_SECRET" "https://xnat.brambling.example.cl/data/projects/ANDES_EPI/experiments?format=csv" > experiments.csv
openneuro login
openneuro upload --affirmDefaced ./bids_andes_epi
deno run -A jsr:@openneuro/cli download ds005123 ds005123
datalad get -J 8 sub-CH0*/ses-01/anat
git annex info --fast | head
