python scripts/atlas_fp.py
curl "https://api.nasa.gov/neo/rest/v1/feed?start_date=2025-02-01&api_key={{random40:nasa-api-key}}"
curl "https://api.nasa.gov/neo/rest/v1/neo/3542519?api_key=DEMO_KEY"
curl -X POST https://www.wis-tns.org/api/get/search -H 'User-Agent: tns_marker{"tns_id":187311,"type":"bot","name":"oyster_neo_bot"}' --data-urlencode "api_key={{hex40:tns-bot-api-key}}" --data-urlencode 'data={"objname":"2025abc"}'
sbatch slurm/thermal_model.sbatch
git rev-parse HEAD
