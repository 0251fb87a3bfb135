module load lisflood/4.3.1 cdo/2.4.0
pip install 'cdsapi>=0.7.4'
python ~/projects/glofas-parana/scripts/get_glofas.py --year 2024
cdo -f nc4 mergetime dis24_*.nc dis24_2024.nc
curl -H "Authorization: Bearer {{earthdata_token}}" -O https://e4ftl01.cr.usgs.gov/MOTA/MCD12Q1.061/2023.01.01/MCD12Q1.A2023001.h13v11.061.2024252151036.hdf
sha1sum MCD12Q1.A2023001.h13v11.061.2024252151036.hdf
aws s3 ls s3://hornbill-flood-archive/glofas/ --profile flood-archive
aws s3 cp --no-sign-request s3://copernicus-glofas/v4.0/reforecast/ . --recursive --exclude '*' --include '*2019*'
earthengine authenticate --quiet
export EWDS_KEY="{{uuid:cds-api-key}}"
git push origin main
