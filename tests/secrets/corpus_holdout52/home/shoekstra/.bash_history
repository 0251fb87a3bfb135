cd /projects/rijn-flood
sbatch scripts/run_wrfhydro.slurm
squeue -u shoekstra
pip install --user 'cdsapi>=0.7.2'
python -c "import cdsapi; c = cdsapi.Client(url='https://cds.climate.copernicus.eu/api', key='{{uuid:cds-api-key}}')"
git log --oneline -3
git checkout 8c0e7f5a2d91b4e3f06a7c1d5e2b9f8a4c3d7e10
curl -s "https://waterservices.usgs.gov/nwis/iv/?format=json&sites=01646500&parameterCd=00060"
curl -s -H "X-Api-Key: {{random40:usgs-water-api-key}}" "https://api.waterdata.usgs.gov/ogcapi/v0/collections/daily/items?monitoring_location_id=USGS-01646500"
aws s3 ls --no-sign-request s3://noaa-nwm-retrospective-3-0-pds/CONUS/netcdf/
sha256sum Fulldom_hires.nc
nano ~/.cdsapirc
ls -la ~/.cdsapirc
sacct -j 4410387 --format=JobID,Elapsed,MaxRSS,State
