cd ~/snowmelt-streamflow
curl -s -H "token:{{alpha32_token:noaa-cdo-token}}" "https://www.ncei.noaa.gov/cdo-web/api/v2/data?datasetid=GHCND&stationid=GHCND:USC00053005&startdate=2024-01-01&enddate=2024-01-31&limit=1000" | jq '.results | length'
curl -s -H "X-Api-Key: $API_USGS_PAT" "https://api.waterdata.usgs.gov/ogcapi/v0/collections/daily/items?monitoring_location_id=USGS-09380000&parameter_code=00060&limit=5" | jq .numberReturned
curl -sI "https://api.waterdata.usgs.gov/ogcapi/v0/collections/monitoring-locations/items/USGS-09380000" | grep -i x-ratelimit
python python/fetch_usgs.py
julia --project=julia julia/snodas.jl
matlab -batch "run('matlab/load_gauges.m')"
python -c "import cdsapi; cdsapi.Client().retrieve('reanalysis-era5-land', {...})"
sha256sum data/usgs/*.parquet > data/usgs/SHA256SUMS
