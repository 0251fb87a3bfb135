cd /mnt/projects/eartag-methane
curl -s -H "Authorization: Bearer {{ttn_api_key:ttn-api-key}}" "https://eu1.cloud.thethings.network/api/v3/as/applications/curlew-eartags/packages/storage/uplink_message?last=12h" > raw/ttn_$(date +%F).jsonl
mosquitto_sub -h mqtt.farm.curlew.example.ac.uk -u telegraf -P '{{password:mqtt-password}}' -t 'application/+/device/+/event/up' -C 5
influx query 'from(bucket:"eartags") |> range(start:-1h) |> count()' -c farm
docker compose restart telegraf
sbatch slurm/methane_gam.sbatch
git log --oneline -5
