module load R/4.4.1 cmdstan/2.35
cd /work/kwatanabe/rt-nowcast
git log --oneline -3
git checkout 7c1e9a0b4d2f3e5a6b7c8d9e0f1a2b3c4d5e6f70
Rscript R/fetch_nhsn.R --since 2026-09-01
curl -s -H "X-App-Token: Qm8RkT2vXw4aLp9ZcN3eYb7Hd" "https://data.cdc.gov/resource/mpgq-jmmr.json?\$limit=5" | jq .
curl -u 4fq2m8z1k0c9vb7nx3tr6ydpe:{{alnum50:socrata-api-key-secret}} https://data.cdc.gov/api/views/metadata/v1/mpgq-jmmr
sbatch slurm/epinow2_array.sh
squeue -u kwatanabe
nextstrain login --username kwatanabe
nextstrain build . --configfile config/wagtail.yaml
export AWS_ACCESS_KEY_ID={{aws_key_id}}
export AWS_SECRET_ACCESS_KEY={{aws_secret}}
nextstrain remote upload s3://wagtail-nextstrain/ncov auspice/*.json
export AWS_SECRET_ACCESS_KEY=$(pass show aws/wagtail-nextstrain)
sha256sum data/metadata.tsv.zst
history | grep gisaid
