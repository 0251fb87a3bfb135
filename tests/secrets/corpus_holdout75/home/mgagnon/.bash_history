cd /projects/champs-precision
module load python/3.11 gdal/3.8
source venv/bin/activate
python agrirouter/onboard.py --registration-code $(cat ~/agrirouter-tan.txt)
cat agrirouter/onboard-response.json | jq .sensorAlternateId
curl -s -X POST -H 'Content-Type: application/json' -d '{"username":"mgagnon@yellowhammer.example.ca","password":"{{password:leaf-account-password}}","rememberMe":"true"}' https://api.withleaf.io/api/authenticate | jq -r .id_token > leaf/.leaf_token.json.tmp
mv leaf/.leaf_token.json.tmp leaf/.leaf_token.json
curl -s -H "Authorization: Bearer $(jq -r .id_token leaf/.leaf_token.json)" https://api.withleaf.io/services/usermanagement/api/users | jq '.[].id'
curl "http://api.agromonitoring.com/agro/1.0/polygons?appid=$AGRO_APPID" | jq '.[].id'
curl "http://api.agromonitoring.com/agro/1.0/ndvi/history?polyid=6671f0c2a5b8d1e4b8f3a912&start=1714521600&end=1719792000&appid={{hex32:agromonitoring-api-key}}"
curl "http://api.agromonitoring.com/agro/1.0/polygons?appid=test"
sbatch slurm/odm_orthos.sbatch 2025-06-18_parcelle-12
squeue -u mgagnon
git log --oneline -3
git push origin main
docker compose -f imagery/docker-compose.yml up -d
psql -h localhost -U champs -d champs -c '\dt zones.*'
history | grep appid
