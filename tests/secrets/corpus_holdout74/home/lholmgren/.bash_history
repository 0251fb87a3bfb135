grpcurl -plaintext -d '{"get_status":{}}' 192.168.100.1:9200 SpaceX.API.Device.Device/Handle
grpcurl -plaintext -d '{"get_history":{}}' 192.168.100.1:9200 SpaceX.API.Device.Device/Handle | jq '.dishGetHistory.popPingLatencyMs[-10:]'
ping -c 4 192.168.1.1
ssh admin@192.168.1.1
curl -s -u admin:{{password:iridium-go-admin-password}} http://192.168.0.1/api/v1/status
python3 /projects/kotuku-link/iridium/sbd_relay.py --imei 300434067191840 --dry-run
ddsrouter -c /projects/kotuku-link/ddsrouter/ddsrouter.yaml
sudo wg show
sudo wg-quick up wg0
mosquitto_sub -h shore.dunnock.example.nz -p 8883 --cafile ca.crt -u kotuku -P {{password:mqtt-bridge-password}} -t 'kotuku/#' -v
mosquitto_passwd -b /etc/mosquitto/passwd kotuku-ro "$(pass show dunnock/mqtt/kotuku-ro)"
git -C /projects/kotuku-link log -1 --format=%H
iperf3 -c shore.dunnock.example.nz -t 30
