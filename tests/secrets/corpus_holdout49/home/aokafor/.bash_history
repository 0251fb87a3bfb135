wget https://download.geofabrik.de/europe/switzerland-latest.osm.pbf
md5sum switzerland-latest.osm.pbf
osmium extract -b 8.45,47.30,8.65,47.45 switzerland-latest.osm.pbf -o zurich.osm.pbf
curl "https://router.hereapi.com/v8/routes?transportMode=publicTransit&origin=47.3769,8.5417&destination=47.4502,8.5618&return=summary&apiKey={{here_api_key}}"
curl "https://api.tomtom.com/traffic/services/4/flowSegmentData/absolute/10/json?point=47.3769,8.5417&key=Your_API_Key"
curl -H "apikey: {{alnum32:transitland-api-key}}" "https://transit.land/api/v2/rest/feeds?spatial_search=zurich"
Rscript R/isochrones.R
sbatch slurm/r5_batch.sbatch
