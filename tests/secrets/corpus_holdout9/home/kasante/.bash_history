cd /projects/bridge-shm
ttn-lw-cli login --callback=false
ttn-lw-cli end-devices list curlew-bridge-shm
curl -s -H "Authorization: Bearer {{ttn_api_key}}" "https://eu1.cloud.thethings.network/api/v3/as/applications/curlew-bridge-shm/packages/storage/uplink_message?last=12h" | head -c 600
mosquitto_sub -h eu1.cloud.thethings.network -p 8883 --capath /etc/ssl/certs -t 'v3/+/devices/+/up' -u curlew-bridge-shm@ttn -P '{{ttn_api_key}}' -v
particle login --sso
particle token list
arduino-cli compile --fqbn arduino:samd:mkrwan1310 firmware/strain_node
sudo systemctl restart ttn-ingest
psql -h localhost -U shm shm -c "select count(*) from strain where time > now() - interval '1 day'"
matlab -batch "run('matlab/modal_id.m')"
