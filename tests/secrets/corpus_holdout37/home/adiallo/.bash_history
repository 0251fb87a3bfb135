ttn-lw-cli login --callback=false
ttn-lw-cli end-devices create uhi-dakar uhi-004 --dev-eui 70B3D57ED0063A14 --join-eui 0000000000000000 --root-keys.app-key.key {{hex32_upper:lorawan-app-key}} --frequency-plan-id EU_863_870_TTN --lorawan-version 1.0.3
ttn-lw-cli applications api-keys create --application-id uhi-dakar --name ingest --right-application-traffic-read
mosquitto_sub -h eu1.cloud.thethings.network -p 8883 --capath /etc/ssl/certs -u uhi-dakar@ttn -P '{{ttn_key}}' -t 'v3/+/devices/+/up' -v
influx bucket list --org uhi
