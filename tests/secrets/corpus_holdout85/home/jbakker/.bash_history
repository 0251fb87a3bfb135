cd /projects/dijkmonitor
docker compose up -d
docker compose logs -f ingest
mosquitto_passwd -b mosquitto/passwd grafana '{{password:mosquitto-grafana-password}}'
mosquitto_sub -h mqtt.wigeon.example.nl -p 8883 --cafile mosquitto/certs/ca.crt -u ingest -P '{{password:mosquitto-ingest-password}}' -t 'dijk/#' -v
mosquitto_pub -h localhost -p 8884 --psk-identity logger-dv-011 --psk {{wigeon_mosquitto_psk}} -t dijk/dv01/test -m hello
psql "postgresql://dijk@timescale.wigeon.example.nl/dijkmonitor" -c "select count(*) from piezo"
kubectl -n dijkmonitor get secrets
kubectl -n dijkmonitor create secret generic grafana-admin --from-literal=password='{{password:grafana-admin-password}}'
openssl x509 -in mosquitto/certs/broker.crt -noout -fingerprint -sha256
git commit -am "ingest: handle inclinometer frames"
