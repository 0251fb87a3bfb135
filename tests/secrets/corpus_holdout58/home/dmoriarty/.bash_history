cd /lustre/projects/shannon-floods
module load lisflood/4.3.1
lisflood lisflood/settings_shannon.xml -v
python glofas/fetch_glofas.py --year 2024 --leadtime 240
cdsapi --help
cat ~/.cdsapirc
psql "postgresql://flood_ingest:{{password_url:timescaledb-password}}@tsdb.stonechat.example.ie:5432/gauges" -c "select count(*) from readings where ts > now() - interval '1 day';"
psql -h tsdb.stonechat.example.ie -U grafana_ro gauges
mosquitto_sub -h mqtt.stonechat.example.ie -p 8883 --cafile /etc/pki/tls/certs/stonechat-ca.pem -u flood-ingest -P '{{password:mosquitto-password}}' -t 'gauges/#' -v
mosquitto_passwd -c mosquitto/passwd flood-ingest
curl -s -X POST https://www.hydrovu.com/public-api/oauth/token -d grant_type=client_credentials -d client_id=stonechat-shannon -d client_secret={{random40:hydrovu-client-secret}}
curl -s -H "Authorization: Bearer $HV_TOKEN" https://www.hydrovu.com/public-api/v1/locations/list | jq '.[].name'
Rscript alerts/sms_alert.R --test
curl -X POST "https://api.twilio.com/2010-04-01/Accounts/AC3f9b7e21c04d5a86b0e2f4c19d7a6b58/Messages.json" -u "AC3f9b7e21c04d5a86b0e2f4c19d7a6b58:$TWILIO_AUTH_TOKEN" --data-urlencode "To=+353870000000" --data-urlencode "From=+353861234567" --data-urlencode "Body=test"
julia --project=julia julia/calibrate.jl
docker compose up -d
docker compose logs -f grafana
git log -1 --format=%H
# 1b7d9e3f5a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b
