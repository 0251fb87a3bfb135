earthengine authenticate --auth_mode=notebook
earthengine set_project nuthatch-fire
earthengine task list | head
earthengine task cancel 6YJ4ZBW2NJLQFUM3RQ2HXK7T
curl "https://firms.modaps.eosdis.nasa.gov/mapserver/mapkey_status/?MAP_KEY={{hex32:firms-map-key}}"
curl -s "https://firms.modaps.eosdis.nasa.gov/api/area/csv/DEMO_KEY/VIIRS_NOAA20_NRT/world/1"
python scripts/m2m_download.py --dataset landsat_ot_c2_l2 --start 2024-08-01 --end 2024-09-30
gcloud auth activate-service-account --key-file=keys/ee-fire-runner.json
export EE_SERVICE_ACCOUNT=ee-fire-runner@nuthatch-fire.iam.gserviceaccount.com
wget --user=mquispe --password='{{password:earthdata-password}}' https://e4ftl01.cr.usgs.gov/MOTA/MCD64A1.061/2024.08.01/MCD64A1.A2024214.h10v10.061.2024275201015.hdf
R -e 'source("R/burn_severity.R")'
