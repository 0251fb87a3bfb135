cd /projects/glof-hazard
earthengine authenticate --auth_mode=notebook
earthengine --service_account_file config/gee-glof-sa.json task list | head
curl -o dem/imja_cop30.tif "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=27.85&north=27.95&west=86.88&east=86.98&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}"
curl -o dem/test.tif "https://portal.opentopography.org/API/globaldem?demtype=SRTMGL1&south=27.9&north=27.91&west=86.9&east=86.91&API_Key=demoapikeyot2022"
gdalinfo dem/imja_cop30.tif | head -20
hyp3 --help
python -c "import hyp3_sdk as s; s.HyP3(username='psherpa_glof', password='{{password:earthdata-password}}').check_credits()"
export PL_API_KEY={{planet_key:planet-api-key}}
planet data search PSScene --filter filters/imja_aoi.json --limit 20
mapbox --access-token {{mapbox_secret:mapbox-secret-token}} upload whimbrelglof.imja-lakes out/imja_lakes.geojson
sbatch jobs/hecras_breach.sbatch
