cd /projects/sensores-aire
docker compose up -d
docker compose logs -f mosquitto
mosquitto_passwd -b mosquitto/passwd airgradient-gw {{password:mqtt-password}}
mosquitto_sub -h mqtt.sensores.whitethroat.example.cl -p 8883 --capath /etc/ssl/certs -u nodered -P {{password:mqtt-password}} -t 'sensores/#' -v
mosquitto_pub -h localhost -p 8883 -u telegraf -P "$MQTT_PASS" -t sensores/test/pm25 -m '{"pm25": 12.3}'
docker exec -it sensores-nodered-1 node-red admin hash-pw
curl "https://api.airgradient.com/public/api/v1/locations/measures/current?token={{uuid:airgradient-api-token}}" | jq .
psql "postgresql://telegraf:{{password_url:postgres-password}}@pg-sensores.whitethroat.example.cl/sensores?sslmode=require" -c 'select count(*) from mqtt_consumer'
git log --oneline | head
git show 9e3b1d7c5a0f2e8b4d6c1a9f3e7b5d0c2a4f6e81 --stat
particle login --token {{hex40:particle-access-token}}
particle list
particle serial monitor --follow
