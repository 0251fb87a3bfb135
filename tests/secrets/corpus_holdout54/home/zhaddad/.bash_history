sudo /var/ossec/bin/agent_control -l
sudo /var/ossec/bin/manage_agents -l
sudo cat /var/ossec/etc/authd.pass
curl -k -u nuthatch-report:'{{password:wazuh-api-password}}' -X POST "https://wazuh.nuthatch.example.cz:55000/security/user/authenticate?raw=true"
curl -k https://splunk-hec.nuthatch.example.cz:8088/services/collector/event -H "Authorization: Splunk {{uuid:splunk-hec-token}}" -d '{"event": "hec test from zhaddad", "sourcetype": "manual"}'
curl -k -H "Authorization: Bearer {{splunk_token}}" https://splunk-sh01.nuthatch.example.cz:8089/services/search/jobs -d search="search index=wazuh rule.level>=12 earliest=-24h"
curl -k -u elastic:'{{password:elasticsearch-password}}' https://es01.nuthatch.example.cz:9200/_cluster/health?pretty
fleetctl login --email zhaddad@nuthatch.example.cz
fleetctl get enroll_secret
osqueryi --flagfile /etc/osquery/osquery.flags "select * from osquery_info;"
sudo /opt/CrowdStrike/falconctl -g --aid
sha256sum /tmp/suspicious.elf
git -C ~/detections log -1 --format=%H
