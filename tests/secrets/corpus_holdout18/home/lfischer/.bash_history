amtool --alertmanager.url=http://localhost:9093 silence add instance=~"oss0[12].*" -d 4h -c "Lustre maintenance"
curl -s -u admin:{{password:grafana-admin-password}} https://grafana.kittiwake.example.edu/api/datasources | jq '.[].name'
logcli --addr=https://loki.kittiwake.example.edu --username=promtail --password='{{password:loki-password}}' query '{job="slurmctld"} |= "error"'
export DD_API_KEY={{hex32:datadog-api-key}}
promtool check config /etc/prometheus/prometheus.yml
curl -H "Authorization: GenieKey $OPSGENIE_KEY" https://api.eu.opsgenie.com/v2/alerts?limit=5
