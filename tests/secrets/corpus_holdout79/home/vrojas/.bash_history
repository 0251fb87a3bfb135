cd /projects/aqchem-santiago
git pull
git log --oneline -3
git checkout 4f1c2a9d0b7e8c35a6d91f0e2b4c7a8d9e1f3b60
sbatch jobs/geoschem_nest.sbatch
sq
tail -f logs/geoschem_nest_771203.out
curl -s -H "X-API-Key: $OPENAQ_API_KEY" "https://api.openaq.org/v3/locations?coordinates=-33.45,-70.66&radius=25000&limit=100" | jq '.results[].id'
curl -s -H "X-API-Key: {{hex64:openaq-api-key}}" "https://api.openaq.org/v3/sensors/3917/hours?datetime_from=2026-10-01" -o /tmp/pm25_parque_ohiggins.json
curl "https://api.waqi.info/feed/santiago/?token=demo"
curl "https://api.waqi.info/feed/geo:-33.44;-70.65/?token={{hex40:waqi-api-token}}"
curl "https://aqs.epa.gov/data/api/list/states?email=test@aqs.api&key=test"
curl "https://aqs.epa.gov/data/api/sampleData/byState?email=vrojas@whitethroat.example.cl&key={{lower12:epa-aqs-api-key}}&param=44201&bdate=20250601&edate=20250630&state=06"
wget "https://firms.modaps.eosdis.nasa.gov/api/area/csv/MAP_KEY/VIIRS_SNPP_NRT/-76,-56,-66,-17/2"
wget "https://firms.modaps.eosdis.nasa.gov/api/area/csv/{{hex32:nasa-firms-map-key}}/VIIRS_NOAA20_NRT/-76,-56,-66,-17/3" -O fires_chile.csv
sha256sum fires_chile.csv
python python/pull_openaq.py --start 2026-10-01 --end 2026-10-31
Rscript R/airnow_compare.R
ls -la ~/.config/openaq
history | grep -i key
