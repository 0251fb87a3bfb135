module load python/3.11 cdo/2.3.0 nco/5.2.1
pip install copernicusmarine podaac-data-subscriber eumdac
copernicusmarine login
copernicusmarine login --username kmensah1 --password '{{password:copernicus-marine-password}}' --force-overwrite
copernicusmarine describe --contains OCEANCOLOUR_ATL_BGC_L4_MY --include-datasets
copernicusmarine subset -i cmems_obs-oc_atl_bgc-plankton_my_l4-multi-1km_P1D -v CHL -t 2023-04-01 -T 2023-09-30 -x -16 -X -5 -y 49 -Y 56
podaac-data-downloader -c MUR-JPL-L4-GLOB-v4.1 -d ./mur --start-date 2023-04-01T00:00:00Z --end-date 2023-09-30T00:00:00Z -b="-16,49,-5,56"
eumdac set-credentials 7gKq2pR9wXc1vB4nM8sT0yZa3dE {{eumetsat_consumer_secret}}
eumdac search -c EO:EUM:DAT:0407 --start 2023-06-01 --end 2023-06-02 --bbox -16 49 -5 56
eumdac download -c EO:EUM:DAT:0407 -p S3A_OL_2_WFR____20230601T110741_20230601T111041_20230602T184410_0179_099_265_1980_MAR_O_NT_003
export EARTHDATA_TOKEN={{earthdata_token}}
curl -H "Authorization: Bearer $EARTHDATA_TOKEN" -O https://archive.podaac.earthdata.nasa.gov/podaac-ops-cumulus-protected/MUR-JPL-L4-GLOB-v4.1/20230601090000-JPL-L4_GHRSST-SSTfnd-MUR-GLOB-v02.0-fv04.1.nc
md5sum *.nc > MANIFEST.md5
sbatch match_ups.sbatch
history | grep password
