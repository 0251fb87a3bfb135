cd /project/canola-pheno
rclone lsd bunting-s3:canola-pheno-raw
rclone copy /media/hsandhu/M3M_SD/DCIM/DJI_202507151032_004 bunting-s3:canola-pheno-raw/2025-07-15/ -P
docker run -d -p 3000:3000 opendronemap/nodeodm --max-concurrency 8 --token {{password:nodeodm-token}}
curl -s "http://localhost:3000/info?token=$NODEODM_TOKEN" | jq .
python odm/pyodm_submit.py --flight 2025-07-15 --dsm --orthophoto-resolution 0.8
curl -s -H "X-Organization-Key: {{jwt:flighthub-organization-key}}" -H "X-Request-Id: 6f1e0c8a-0b52-4d0f-9a63-1c2f5e7d9b40" https://es-flight-api-us.djigate.com/openapi/v0.1/project
curl -s -H "X-Organization-Key: $FLIGHTHUB2_TOKEN" https://es-flight-api-us.djigate.com/openapi/v0.1/device
Rscript brapi/brapi_pull.R
sbatch slurm/odm_array.sh
sacct -j 8812034 --format=JobID,State,Elapsed,MaxRSS
md5sum data/plots_2025.geojson
