ttn-lw-cli login --callback=false
ttn-lw-cli applications list
ttn-lw-cli end-devices create twite-soil soil-node-017 --dev-eui 70B3D57ED0063A1F --join-eui 0000000000000000 --frequency-plan-id EU_863_870_TTN --lorawan-version MAC_V1_0_3 --lorawan-phy-version PHY_V1_0_3_REV_A --root-keys.app-key.key {{hex32_upper:lorawan-appkey}}
ttn-lw-cli applications api-keys create --application-id twite-soil --name telegraf-mqtt --right-application-traffic-read
ttn-lw-cli end-devices get twite-soil soil-node-017 --session.keys.app-s-key.key
mosquitto_sub -h eu1.cloud.thethings.network -p 8883 --capath /etc/ssl/certs -u twite-soil@ttn -P '{{ttn_key:ttn-api-key}}' -t 'v3/twite-soil@ttn/devices/+/up' -v
influx config create --config-name twite-soil --host-url https://influx.twite.example.no --org twite-agri --token {{influx_token}} --active
influx bucket list
docker compose -f chirpstack/docker-compose.yml up -d
ttn-lw-cli gateways list
sha256sum gateway/*.key
