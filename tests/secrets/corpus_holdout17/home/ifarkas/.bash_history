cd /projects/sediment-transport
module load telemac/v8p5r0 openmpi/4.1.6
telemac2d.py --ncsize=256 telemac/danube_gönyü.cas
curl "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=47.6&north=47.9&west=17.5&east=18.0&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}" -o cop30.tif
rclone copy hydroshare:ifarkas-adcp /scratch/ifarkas/adcp
psql "postgresql://sediment:{{password_url:postgres-password}}@pg.guillemot.example.edu:5432/sediment" -c '\dt'
export USGS_API_KEY={{random40:api-data-gov-key}}
curl -s "https://api.waterdata.usgs.gov/ogcapi/v0/collections/daily/items?monitoring_location_id=USGS-05331000&api_key=$USGS_API_KEY"
git rev-parse HEAD
