cd /scratch/smarchetti/contrail-watch
git log --oneline -3
module load python/3.11 cuda/12.4
source ~/venvs/contrail/bin/activate
curl -s -H "x-apikey: {{alnum32:flightaware-aeroapi-key}}" "https://aeroapi.flightaware.com/aeroapi/flights/KLM1023/track" | jq '.positions | length'
eumdac set-credentials Wq2nV5kLm8RtYc0pXz4aGh7s {{alnum24:eumetsat-consumer-secret}}
eumdac download -c EO:EUM:DAT:MSG:HRSEVIRI --time-range 2026-11-20T10:00 2026-11-20T12:00 -o data/seviri
aws s3 sync --no-sign-request s3://noaa-goes16/ABI-L1b-RadF/2026/324/ data/goes16/
trino --server https://trino.opensky-network.org --user smarchetti --password
sbatch jobs/coloc.sbatch
squeue -u smarchetti
sha256sum data/seviri/*.nat > data/seviri/SHA256SUMS
