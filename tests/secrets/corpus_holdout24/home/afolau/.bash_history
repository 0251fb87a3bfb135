cd /projects/ocean-ph
module load python/3.11 gsw/3.6
squeue -u afolau
export SOFAR_API_TOKEN={{hex32:sofar-api-token}}
python scripts/pull_spotters.py --since 2026-11-01 --fleet sanderling-shelf
curl -s -H "token: $SOFAR_API_TOKEN" "https://api.sofarocean.com/api/devices" | jq '.data.devices[].spotterId'
curl -s -d "imei=300434065812340&username=a.folau@sanderling.example.edu&password={{password:rockblock-password}}&data=5245534554" https://rockblock.rock7.com/rockblock/MT
git log --oneline -3
git checkout 4f1c2e9a7b3d8e0f6a5c1b2d3e4f5a6b7c8d9e0f -- moorings/seaphox_cal.yaml
psql "postgresql://ocean:{{password_url:postgresql-password}}@tsdb.sanderling.example.edu:5432/carbonate?sslmode=require" -c "select count(*) from ph_raw"
sbatch scripts/co2sys_batch.sbatch
ssh shore@shorestation.ocean-ph.sanderling.example.edu
sha256sum moorings/raw/SPH-2133_2026-11.csv
node-red-admin hash-pw
history | grep psql
