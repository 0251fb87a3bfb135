cd /projects/smoke-asthma
Rscript analysis/link_exposure.R
curl -s "https://api.purpleair.com/v1/sensors?fields=pm2.5_atm,latitude,longitude&nwlng=148.9&nwlat=-35.1&selng=149.3&selat=-35.5" -H "X-API-Key: {{uuid_upper:purpleair-api-key}}"
curl -s -H "X-API-Key: $OPENAQ_API_KEY" "https://api.openaq.org/v3/locations?coordinates=-35.28,149.13&radius=25000"
curl "https://firms.modaps.eosdis.nasa.gov/api/area/csv/$FIRMS_MAP_KEY/VIIRS_SNPP_NRT/148,-37,151,-33/3"
sqlcmd -S asthma-sql.godwit.example.edu.au -U smoke_rw -P '{{password:sqlserver-password}}' -d SmokeAsthma -Q "select count(*) from dbo.daily_exposure"
md5sum exports/redcap_2025-04-30.csv
python sms/send_reminders.py --dry-run
