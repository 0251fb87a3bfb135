cd ~/projects/berg-catchment
curl -s "https://hilltop.bergcma.example.za/data.hts?Service=Hilltop&Request=SiteList"
curl -s -u rbotha:'{{password:hilltop-password}}' "https://hilltop.bergcma.example.za/telemetry.hts?Service=Hilltop&Request=GetData&Site=G1H020&Measurement=Stage&From=1/1/2025"
python hilltop/fetch_hts.py --sites hilltop/sites.yaml --days 7
python hydroserver/load_obs.py --since 2025-03-01
mosquitto_sub -h mqtt.redpoll.example.za -p 8883 --cafile /etc/pki/redpoll-ca.pem -u logger-ingest -P '{{password:mqtt-password}}' -t 'berg/+/stage' -v
mosquitto_passwd -b telemetry/mosquitto/passwd logger-g1h020 '{{password:mqtt-logger-password}}'
particle login --token {{hex40:particle-access-token}}
particle list
particle call e00fce68a1b2c3d4e5f60718 wake
docker compose -f db/docker-compose.yml up -d
psql -h localhost -p 5434 -U berg berg_ts -c "select count(*) from obs where time > now() - interval '1 day'"
kubectl -n hydro apply -f db/k8s-secret.yaml
bash hologram/sms_wake.sh 2045113
git log -1 --format=%H
