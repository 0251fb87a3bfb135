pip install "cdsapi>=0.7.4" ecmwf-api-client copernicusmarine
python download/era5_pressure_levels.py 1940 1959
copernicusmarine login --username snibhriain --password '{{password:copernicus-marine-password}}'
copernicusmarine subset -i cmems_mod_glo_phy_my_0.083deg_P1D-m -v thetao -t 1993-01-01 -T 1993-12-31 -z 0 -Z 5
gsutil -u redshank-reanalysis ls gs://gcp-public-data-arco-era5/ar/
gcloud auth activate-service-account --key-file ~/.config/gcloud/arco-era5-reader.json
curl -s -H "token:{{alpha32_token:noaa-cdo-token}}" "https://www.ncei.noaa.gov/cdo-web/api/v2/data?datasetid=GHCND&stationid=GHCND:EI000003969&startdate=1880-01-01&enddate=1880-12-31&limit=1000"
cdo -f nc4 -z zip_5 mergetime era5_t850_19*.nc era5_t850_1940-1959.nc
md5sum era5_t850_1940-1959.nc
coiled login --token {{hex40:coiled-api-token}}
