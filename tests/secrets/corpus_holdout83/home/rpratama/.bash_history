cd /projects/karhutla-hotspot
sbatch slurm/firms_pull.sbatch
curl -s "https://firms.modaps.eosdis.nasa.gov/mapserver/mapkey_status/?MAP_KEY={{hex32:firms-map-key}}"
curl -s "https://firms.modaps.eosdis.nasa.gov/api/area/csv/DEMO_KEY/VIIRS_NOAA20_NRT/world/1" | head
Rscript -e 'source("R/hotspot_daily.R")'
aws --endpoint-url https://s3.garganey.example.id s3 ls s3://karhutla/
gdalinfo /vsis3/karhutla/landcover/klhk_2024.tif --config AWS_S3_ENDPOINT s3.garganey.example.id
curl -s -X POST https://data-api.globalforestwatch.org/auth/token -d "username=rpratama@garganey.example.id&password={{password_url:gfw-account-password}}"
git pull --rebase
