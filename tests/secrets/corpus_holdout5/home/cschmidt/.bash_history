gcloud auth application-default login
bq query --use_legacy_sql=false 'SELECT COUNT(*) FROM `bigquery-public-data.new_york_citibike.citibike_trips`'
export HERE_API_KEY={{b64url43:here-api-key}}
Rscript R/isochrones.R
curl "https://api.tomtom.com/traffic/services/4/flowSegmentData/absolute/10/json?point=52.41072,4.84239&key={{alnum32:tomtom-api-key}}"
curl -H "X-App-Token: $SOCRATA_APP_TOKEN" "https://data.cityofnewyork.us/resource/h9gi-nx95.json?\$limit=5"
curl -s "https://graph.mapillary.com/images?access_token={{mapillary}}&fields=id,geometry&bbox=13.35,52.50,13.45,52.55"
python python/gbfs_poll.py --feed https://gbfs.nextbike.net/maps/gbfs/v2/nextbike_bn/gbfs.json
