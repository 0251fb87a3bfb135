module load python/3.11 gdal/3.8
cd /proj/volcano-gas
squeue -u taguilar --format="%.10i %.20j %.8T %.10M"
curl -s -X POST https://services.sentinel-hub.com/auth/realms/main/protocol/openid-connect/token -d grant_type=client_credentials -d client_id=3f9c2b1e-7a4d-4e0f-9b6a-2d8e5c1f0a37 -d client_secret={{alnum32:sentinelhub-client-secret}}
curl -s -X POST https://services.sentinel-hub.com/auth/realms/main/protocol/openid-connect/token -d grant_type=client_credentials -d client_id=3f9c2b1e-7a4d-4e0f-9b6a-2d8e5c1f0a37 -d client_secret="$SH_CLIENT_SECRET"
mosquitto_sub -h mqtt.fulmar.example.edu -p 8883 --cafile /etc/pki/fulmar-ca.pem -u gasnode -P {{password:mqtt-password}} -t 'volc/+/multigas/#' -v
mosquitto_passwd -c stations/mosquitto/passwd gasnode
influx config create --config-name fulmar --host-url https://influx.fulmar.example.edu --org volc-obs --token {{influxdb}} --active
influx query 'from(bucket:"multigas") |> range(start:-1h)'
curl -s "https://api.particle.io/v1/devices?access_token={{hex40:particle-access-token}}" | jq '.[].name'
particle login --sso
particle list
sha256sum data/infrasound/2026-11-29/*.mseed | head -3
git log --oneline -3
# 4c1e9a0f2b7d6e3c8a5f1b0d9e2c7a4f6b3d8e1c add SO2 flux error model
export INFLUX_TOKEN=$(cat ~/.influxdbv2/token)
sbatch jobs/doas_retrieval.sbatch
