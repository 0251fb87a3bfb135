ssh mqtt01
sudo mosquitto_passwd -b /etc/mosquitto/passwd fleet-reader '{{password:mqtt-password}}'
sudo systemctl reload mosquitto
mosquitto_sub -h mqtt.pochard.example.cz -p 8883 --cafile /etc/pki/tls/certs/pochard-ca.pem -u fleet-writer -P '{{password:mqtt-password}}' -t 'vehicles/+/can' -v -C 5
influx config create --config-name fleet --host-url https://influx.pochard.example.cz --org pochard --token {{influx_token}} --active
influx bucket list
influx query 'from(bucket:"can") |> range(start:-1h) |> count()'
az iot hub device-identity connection-string show --hub-name pochard-fleet-hub --device-id test-car-07
cd /projects/fleet-telemetry/ingest && python ingest.py --dry-run
kubectl -n fleet get secret telegraf-env -o yaml
