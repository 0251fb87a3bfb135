cd /projects/discharge-phenotypes
wget -r -N -c -np --user jferraz --ask-password https://physionet.org/files/mimic-iv-note/2.2/
wget -r -N -c -np --user jferraz --password '{{password:physionet-password}}' https://physionet.org/files/mimic-iv/3.1/
cd physionet.org/files/mimic-iv/3.1 && sha256sum -c SHA256SUMS.txt && cd -
curl -s -X POST https://utslogin.nlm.nih.gov/cas/v1/api-key -H 'content-type: application/x-www-form-urlencoded' -d apikey={{uuid:umls-api-key}}
curl -s "https://uts-ws.nlm.nih.gov/rest/search/current?string=heart%20failure&sabs=SNOMEDCT_US&returnIdType=code&apiKey=$UMLS_API_KEY" | jq '.result.results[0]'
bq query --use_legacy_sql=false 'SELECT COUNT(*) FROM `physionet-data.mimiciv_note.discharge`'
gcloud auth activate-service-account --key-file=~/.config/gcloud/wryneck-nlp-sa.json
huggingface-cli login --token {{hf}}
sbatch slurm/finetune_clinicalbert.sbatch
psql -h pgdb03 -U mimic_ro mimiciv -c 'select count(*) from mimiciv_hosp.admissions'
