cd /projects/flow-chem-lab
mosquitto_sub -h mqtt.lab.curlew.example.edu -p 8883 --cafile mosquitto/ca.crt -u orchestrator -P '{{password:mqtt-password}}' -t 'lab/#' -v
mosquitto_passwd -c mosquitto/passwd orchestrator
curl -s -H "Authorization: {{elabftw}}" https://eln.curlew.example.edu/api/v2/experiments/1187 | jq .title
cargo build --release -p opcua-mqtt-bridge
cargo publish -p opcua-mqtt-bridge --dry-run
systemctl --user restart orchestrator
journalctl --user -u orchestrator -n 100
python -m orchestrator.campaign --plan campaigns/suzuki_flow_07.yaml --dry-run
docker compose -f homeassistant/compose.yaml logs -f --tail 20
