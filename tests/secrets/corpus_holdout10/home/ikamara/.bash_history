sudo -u splunk /opt/splunk/bin/splunk restart
curl -k https://splunk.dunlin.example.edu:8088/services/collector/event -H "Authorization: Splunk {{uuid:splunk-hec-token}}" -d '{"event":"hec smoke test","sourcetype":"manual"}'
tctl tokens add --type=node --ttl=1h
tctl tokens ls
sudo -u _gvm gvmd --user=admin --new-password={{password:gvm-admin-password}}
gvm-cli --gmp-username admin --gmp-password "$GVM_PASS" socket --xml "<get_tasks/>"
fleetctl login --email ikamara@dunlin.example.edu
sha256sum /etc/osquery/fleet.pem
