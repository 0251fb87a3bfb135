module load R/4.4.1 gdal/3.9.2 proj/9.4.1
cd /projects/smoke-plumes
curl -s "https://firms.modaps.eosdis.nasa.gov/api/area/csv/{{hex32:firms-map-key}}/VIIRS_SNPP_NRT/-125,32,-114,42/3" | head
curl -s "https://firms.modaps.eosdis.nasa.gov/mapserver/mapkey_status/?MAP_KEY=$FIRMS_MAP_KEY"
Rscript R/fetch_aqs.R 2025-08-01 2025-09-30
sbatch jobs/wrfchem_fire.sbatch
squeue -u mquintero -o "%.10i %.20j %.8T %.10M"
sacct -j 48213 --format=JobID,Elapsed,MaxRSS,State
PGPASSWORD='{{password:postgis-password}}' psql -h pg.curlew.example.edu -U smoke_rw smoke -c '\dt obs.*'
psql "postgresql://smoke_ro@pg.curlew.example.edu/smoke?sslmode=require" -c 'select count(*) from obs.purpleair_hourly'
curl -u {{pushbullet:pushbullet-access-token}}: https://api.pushbullet.com/v2/users/me
git checkout fe75fb1b97bf630691994c5b2cae4871a0e8798e
git log --oneline -3
sha256sum data/raw/hms_smoke_20260814.zip
R -e 'renv::restore()'
R -e 'rsconnect::deployApp("app", appName = "smoke-dashboard", account = "curlew-smoke")'
less logs/firms_pull_2026-08-14.log
