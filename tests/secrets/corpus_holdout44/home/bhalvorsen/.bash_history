promtool check config /etc/prometheus/prometheus.yml
amtool --alertmanager.url=http://localhost:9093 silence add alertname=NodeDown instance=gpu017 -c 'PSU swap' -d 4h
curl -s -H "Authorization: Bearer {{grafana_sa}}" https://grafana.woodcock.example.org/api/search?query=slurm | jq .
logcli query '{job="slurmctld"} |= "error"' --since=1h
icinga2 pki ticket --cn gpu031.woodcock.example.org
icinga2 node setup --ticket {{hex40:icinga-pki-ticket}} --cn gpu031.woodcock.example.org --endpoint icinga-master.woodcock.example.org --zone gpu031 --parent_zone master --trustedcert /var/lib/icinga2/certs/trusted-parent.crt --accept-commands --accept-config
curl -u {{graylog_token}}:token -H 'X-Requested-By: cli' https://graylog.woodcock.example.org/api/system/inputs
datadog-agent status | head -40
zabbix_get -s gpu001 -k agent.version --tls-connect psk --tls-psk-identity PSK-woodcock-gpu --tls-psk-file /etc/zabbix/zabbix_agent2.psk
