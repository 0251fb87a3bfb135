velociraptor --api_config ~/.config/velociraptor/apiclient.yaml query "SELECT * FROM clients() LIMIT 5"
sudo velociraptor --config /etc/velociraptor/server.config.yaml user add lngcobo '{{password:velociraptor-user-password}}' --role administrator
sudo -u _gvm gvmd --user=admin --new-password='{{password:gvm-admin-password}}'
gvm-cli --gmp-username lngcobo --gmp-password '{{password:gvm-password}}' socket --xml "<get_version/>"
gvm-cli socket --xml "<get_tasks/>"
curl -sk -H "X-ApiKeys: {{shoveler_nessus_api_keys}}" https://nessus.shoveler.example.za:8834/scans | jq '.scans[].name'
fleetctl login --email lngcobo@shoveler.example.za --password '{{password:fleet-password}}'
fleetctl get enroll_secret
suricata-update enable-source et/pro secret-code={{hex16:et-pro-oinkcode}}
curl -s -H "Auth-Key: {{alnum48:abusech-auth-key}}" -d "query=get_iocs&days=1" https://threatfox-api.abuse.ch/api/v1/ | jq '.data | length'
greynoise setup --api-key {{alnum64:greynoise-api-key}}
sha256sum /tmp/sample.bin
