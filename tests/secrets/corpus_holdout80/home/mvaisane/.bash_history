mosquitto_sub -h mqtt.energy.example.fi -p 8883 --capath /etc/ssl/certs -u smew-research -P '{{password:substation-mqtt-password}}' -t 'substations/+/meter' -C 5
mosquitto_sub -h mqtt.energy.example.fi -p 8883 --capath /etc/ssl/certs -u smew-research -P "$MQTT_PW" -t 'substations/S017/meter'
telegraf --config telegraf/telegraf.conf --test --input-filter opcua
openssl x509 -in opcua/pki/dh-gw01.crt -noout -fingerprint -sha256
psql "postgres://dh_writer:{{password_url:timescaledb-password}}@pg-research.smew.example.fi:5432/district_heat?sslmode=require" -c '\dt'
sftp dh-export@sftp.energy.example.fi
docker compose -f compose/docker-compose.yml up -d
