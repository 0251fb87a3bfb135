ssh netops@core-sw1.mgmt.linnet.example.nz
curl -sk "https://fw1.mgmt.linnet.example.nz/api/?type=keygen&user=api-backup&password={{password:panos-api-user-password}}"
curl -sk -H "X-PAN-KEY: $PAN_KEY" "https://fw1.mgmt.linnet.example.nz/api/?type=export&category=configuration" -o fw1-running.xml
radtest testuser {{password:radius-test-user-password}} localhost 0 testing123
radclient -x 10.20.0.5:1812 auth "$RADIUS_SECRET" < req.txt
swanctl --load-all
swanctl --list-sas
wg show wg-mgmt
sudo systemctl restart fluent-bit
suricata-update enable-source et/pro secret-code={{et_pro_code}}
suricata-update
python vulnscan/nessus_export.py --scan 118 --format csv
sha256sum fw1-running.xml
