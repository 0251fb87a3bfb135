curl -s -X POST -H 'Content-Type: application/json-rpc' -d '{"jsonrpc":"2.0","method":"user.login","params":{"username":"gokafor","password":"{{password:zabbix-user-password}}"},"id":1}' $ZABBIX_URL
curl -s -H "Authorization: Bearer $ZABBIX_API_TOKEN" -H 'Content-Type: application/json-rpc' -d '{"jsonrpc":"2.0","method":"host.get","params":{"output":["hostid","host"]},"id":2}' $ZABBIX_URL | jq '.result | length'
zabbix_get -s gpu-n017 -k 'nvidia.gpu.temp[0]' --tls-connect psk --tls-psk-identity PSK-gpu --tls-psk-file /etc/zabbix/zabbix_agentd.psk
curl -s -u {{graylog_token}}:token -H 'X-Requested-By: cli' https://graylog.lapwing.example.org/api/streams | jq '.streams[].title'
sentry-cli releases list --project lapwing-portal
sentry-cli --auth-token {{sentry_user}} info
curl -k -H "Authorization: Splunk {{uuid_upper:splunk-hec-token}}" https://splunk-hec.lapwing.example.org:8088/services/collector/event -d '{"event":"hec smoke test","sourcetype":"lapwing:test"}'
curl -k -H "Authorization: Bearer $SPLUNK_TOKEN" https://splunk-sh1.lapwing.example.org:8089/services/search/jobs -d search='search index=slurm | head 5'
/opt/splunk/bin/splunk show shcluster-status -auth admin:'{{password:splunk-admin-password}}'
cmk --check gpu-n017
sudo -u nagios /usr/local/nagios/bin/nagios -v /usr/local/nagios/etc/nagios.cfg
curl -s -X POST -H "X-VO-Api-Id: $VO_API_ID" -H "X-VO-Api-Key: $VO_API_KEY" https://api.victorops.com/api-public/v1/incidents | jq .incidents[0].incidentNumber
