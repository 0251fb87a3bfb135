pip install onc==2.4.0
python -c "from onc import ONC; o = ONC('{{uuid:onc-api-token}}'); print(o.getLocations({'locationCode': 'BACAX'}))"
curl -s "https://data.oceannetworks.ca/api/deployments?deviceCategoryCode=HYDROPHONE&locationCode=BACAX&token=$ONC_TOKEN" | jq length
python onc/download_hydrophone.py --location BACAX --start 2025-08-01 --days 7
sbatch slurm/spectrograms.sbatch
python ais/aisstream_listen.py --bbox 48.2,-125.9,49.4,-122.8 --minutes 60
Rscript ais/marinetraffic.R
scp detections/*.csv rmacneil@dtn.bunting.example.ca:/project/salish-hydrophones/detections/
