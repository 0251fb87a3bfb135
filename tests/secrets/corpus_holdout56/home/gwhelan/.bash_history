DD_API_KEY={{datadog_api_key}} DD_SITE="datadoghq.eu" bash -c "$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"
sudo datadog-agent status | head -40
curl -X GET "https://api.datadoghq.eu/api/v1/validate" -H "DD-API-KEY: ${DD_API_KEY}"
curl -Ls https://download.newrelic.com/install/newrelic-cli/scripts/install.sh | bash && sudo NEW_RELIC_API_KEY={{newrelic_user}} NEW_RELIC_ACCOUNT_ID=4211873 NEW_RELIC_REGION=EU /usr/local/bin/newrelic install -n logs-integration
sentry-cli login --auth-token {{sentry_user}}
curl -k -u elastic:'{{password:elastic-superuser-password}}' "https://es.firecrest.example.ie:9200/_security/api_key" -H 'Content-Type: application/json' -d '{"name":"filebeat-slurm","role_descriptors":{}}'
logcli query '{job="slurmctld"} |= "error"' --since=1h --addr=https://loki.firecrest.example.ie --username=alloy --password="$LOKI_PW"
helm upgrade --install datadog datadog/datadog -f values.yaml -n monitoring --set datadog.apiKey=$DD_API_KEY
systemctl restart promtail
