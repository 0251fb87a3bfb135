module load matlab/R2024b python/3.12
cd /project/subglacial-radar
git pull --rebase
git log -1 --format=%H
pip install xopr xarray zarr s3fs coiled dask-gateway
export EARTHDATA_TOKEN={{earthdata_token}}
curl -H "Authorization: Bearer $EARTHDATA_TOKEN" -O https://n5eil01u.ecs.nsidc.org/DP5/IPR/IR2HI2.001/2017.01.04/IR2HI2_2017004_DRP_JKB2n_Y38a.nc
coiled login --token {{hex40:coiled-api-token}}
coiled cluster list
aws s3 ls s3://shag-radargrams/ --endpoint-url https://s3.eu-central-2.wasabisys.com --profile wasabi
sbatch jobs/focus_sar.sbatch 2017004 Y38a
squeue --me
zenodo_upload.sh 10872213 picks/lake_whillans_picks.csv
md5sum picks/*.csv
ssh -i ~/.ssh/id_ed25519 saasland@radar-pc.bas-field.example.org
psql "postgresql://saasland:{{password_url:postgresql-password}}@pg.shag.example.edu:5432/radar_picks" -c '\dt'
gh auth status
export WASABI_SECRET=$(pass show wasabi/shag-radargrams)
