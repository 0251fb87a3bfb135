conda activate plumes
earthaccess
python -c "import earthaccess; earthaccess.login(strategy='netrc')"
export EARTHDATA_TOKEN={{earthdata_token}}
curl -H "Authorization: Bearer $EARTHDATA_TOKEN" -O https://data.lpdaac.earthdatacloud.nasa.gov/lp-prod-protected/EMITL2BCH4ENH.002/EMIT_L2B_CH4ENH_002_20261104T063112_2630804_012/EMIT_L2B_CH4ENH_002_20261104T063112_2630804_012.tif
curl -d 'grant_type=password' -d 'username=hvirtanen@plover.example.edu' -d 'password={{password:cdse-password}}' -d 'client_id=cdse-public' https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token
export CDSE_TOKEN={{cdse_token}}
s3cmd ls s3://eodata/Sentinel-5P/TROPOMI/L2__CH4___/2026/11/04/
curl -H "Authorization: Bearer {{carbonmapper_token}}" "https://api.carbonmapper.org/api/v1/catalog/plumes/annotated?plume_gas=CH4&limit=100"
sbatch jobs/detect_plumes.sbatch
