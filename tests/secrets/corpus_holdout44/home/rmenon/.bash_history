curl -s -H "X-API-Key: {{uuid_upper:purpleair-api-key}}" "https://api.purpleair.com/v1/keys"
curl -s "https://data.sensor.community/airrohr/v1/sensor/71203/"
docker compose -f dashboard/docker-compose.yml up -d
esptool.py --port /dev/ttyUSB0 chip_id
julia airnow/airnow_pull.jl
curl -s -H "X-API-Key: {{hex64:openaq-api-key}}" "https://api.openaq.org/v3/locations/8118/latest"
