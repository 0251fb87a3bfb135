cd /project/lake-buoys
pio run -e notecard_esp32 -t upload
pio device monitor -b 115200
curl -H "X-AIO-Key: {{adafruit_io}}" https://io.adafruit.com/api/v2/skallio/feeds/paajarvi-do-5m/data?limit=10
curl -s -X POST https://notehub.io/oauth2/token \
  -d grant_type=client_credentials \
  -d client_id=9c1b57e2-0a6d-4f3e-b8c4-71d2e9a0f5b3 \
  -d client_secret={{b64url43:notehub-client-secret}}
curl -u apikey:{{alnum32:hologram-api-key}} "https://dashboard.hologram.io/api/1/devices?orgid=84512"
influx config create --config-name gannet --host-url https://influx.gannet.example.edu --org lakes --token $INFLUX_TOKEN --active
influx query 'from(bucket:"buoys") |> range(start:-1h) |> limit(n:5)'
mosquitto_sub -h mqtt.gannet.example.edu -p 8883 --capath /etc/ssl/certs -u buoy-ingest -P "$MQTT_PASS" -t 'lakes/#' -v
systemctl --user restart buoy-ingest
journalctl --user -u buoy-ingest -n 50
