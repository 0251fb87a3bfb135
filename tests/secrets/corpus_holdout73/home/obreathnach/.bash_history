cd /projects/rubin-transients
module load miniforge/24.11
conda activate rsp-client
git pull --rebase
git log --oneline -3
git checkout 4e1f0a9c2b7d83e56a1190fd4c2e8b7a3d5f6c01 -- config/pipeline.yaml
export RSP_TOKEN=$(cat ~/.config/pyvo/rsp.token)
curl -s -H "Authorization: Bearer $RSP_TOKEN" https://data.lsst.cloud/api/tap/tables | head
curl -s -H "Authorization: Bearer {{rsp_token}}" "https://data.lsst.cloud/api/tap/sync?LANG=ADQL&QUERY=SELECT+TOP+5+*+FROM+dp1.DiaObject"
datalab login --user=obreathnach
datalab login --user=obreathnach --password={{password:datalab-password}}
datalab whoami
datalab query --sql="SELECT TOP 10 ra,dec FROM ls_dr10.tractor WHERE ra BETWEEN 150 AND 150.2" --fmt=csv
sha256sum dp1_diasources_tract5063.parquet
ls -la ~/.datalab/
cat ~/.datalab/id_token.obreathnach
sbatch slurm/forced_phot.sbatch
squeue -u obreathnach
sacct -j 88123 --format=JobID,State,Elapsed,MaxRSS
python scripts/pull_dp1.py --tract 5063 --band r
echo $ADS_DEV_KEY
export ADS_DEV_KEY=changeme
vim ~/.ads/dev_key
pip install --upgrade astro-datalab lsst-rsp pyvo==1.6
history | grep token
