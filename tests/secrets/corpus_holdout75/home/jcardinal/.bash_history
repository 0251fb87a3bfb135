ttn-lw-cli login --api-key $TTN_API_KEY
ttn-lw-cli end-devices list yh-soil-sensors
ttn-lw-cli gateways api-keys create --gateway-id gw-ferme-nord --name lns-key --right-gateway-link
ttn-lw-cli gateways api-keys create --gateway-id gw-ferme-nord --name cups-key --right-gateway-info --right-gateway-settings-basic --right-gateway-read-secrets
echo "Authorization: Bearer {{ttn_api_key}}" | perl -p -e 's/\r\n|\n|\r/\r\n/g' > gateways/gw-ferme-nord/tc.key
mosquitto_sub -h nam1.cloud.thethings.network -p 8883 --capath /etc/ssl/certs -u yh-soil-sensors@ttn -P "{{ttn_api_key}}" -t '#' -v
ttn-lw-cli end-devices create yh-soil-sensors sm-north-07 --dev-eui 70B3D57ED0061A2F --join-eui 0000000000000000 --frequency-plan-id US_902_928_FSB_2 --lorawan-version 1.0.3 --lorawan-phy-version 1.0.3-a --root-keys.app-key.key {{hex32_upper:lorawan-app-key}}
ttn-lw-cli end-devices get yh-soil-sensors sm-north-07 --root-keys
python ingest/mqtt_ingest.py --dry-run
systemctl --user restart soil-ingest
curl -s "https://api.weatherlink.com/v2/stations?api-key=$WL_KEY" -H "X-Api-Secret: $WL_SECRET" | jq .
