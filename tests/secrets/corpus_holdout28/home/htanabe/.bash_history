ssh -fN mds
python mds_fetch.py
mc alias set shots https://s3.plasma.curlew.example.ac.uk $AWS_ACCESS_KEY_ID {{random40:minio-secret-key}}
mc ls shots/mast-u-thomson/49213/
curl -s -H "Authorization: Bearer {{bitbucket_dc_token}}" "https://git.iter.org/rest/api/1.0/projects/IMAS/repos?limit=100" | jq -r '.values[].slug'
git clone https://git.iter.org/scm/imas/data-dictionary.git
kinit htanabe@EUFUS.EU
sbatch slurm/efit_batch.sbatch
jupyter lab --no-browser --port 8893
