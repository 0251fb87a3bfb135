cd /projects/urine-metabolomics
ls raw/2026-10-batch07/*.raw | wc -l
msconvert raw/2026-10-batch07/*.raw --mzML --filter "peakPicking vendor msLevel=1-2" -o mzml/
sha256sum mzml/QC_pool_07.mzML
sbatch slurm/msdial_batch.sbatch
squeue -u bsaldanha
lftp -u bsaldanha_dtr,'{{password:massive-ftp-password}}' massive-ftp.ucsd.edu
lftp -u bsaldanha_dtr massive-ftp.ucsd.edu
curl -s -H "user_token: $METABOLIGHTS_API_TOKEN" https://www.ebi.ac.uk/metabolights/ws/studies/MTBLS9214 | jq .isaInvestigation.title
curl -s -H 'user_token: {{uuid:metabolights-api-token}}' https://www.ebi.ac.uk/metabolights/ws/studies/MTBLS9214/files?include_raw_data=false
git log --oneline -3
git show 5c1e9a0d7f3b2a64e8c19d0b7a3f6e25c4d81b9e --stat
Rscript R/xcms_pipeline.R --batch 07
export AWS_ACCESS_KEY_ID={{s3_access_key:ceph-rgw-access-key}}
export AWS_SECRET_ACCESS_KEY='{{random40:ceph-rgw-secret-key}}'
aws --endpoint-url https://s3.dotterel.example.org s3 sync mzml/ s3://metab-lake/batch07/
unset AWS_SECRET_ACCESS_KEY
md5sum raw/2026-10-batch07/QC_pool_07.raw
