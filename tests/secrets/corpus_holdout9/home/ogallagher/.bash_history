cd /projects/curlew-ops/observability
curl -s https://api.eu.newrelic.com/graphql -H 'Content-Type: application/json' -H 'API-Key: {{newrelic_user}}' -d '{"query": "{ actor { user { name email } } }"}'
curl -s -X GET 'https://servicedesk.curlew.example.edu/apirest.php/initSession' -H 'Content-Type: application/json' -H 'App-Token: {{random40:glpi-app-token}}' -H "Authorization: user_token ${GLPI_USER_TOKEN}"
curl -sk https://splunk.curlew.example.edu:8088/services/collector/event -H "Authorization: Splunk {{uuid_upper:splunk-hec-token}}" -d '{"event": "hec smoke test", "sourcetype": "manual"}'
curl -s -H "DD-API-KEY: ${DD_API_KEY}" -H "DD-APPLICATION-KEY: ${DD_APP_KEY}" https://api.datadoghq.eu/api/v1/validate
gem build zammad-curlew.gemspec
gem push zammad-curlew-0.3.1.gem
docker compose -f vmauth/compose.yaml restart vmauth
alloy fmt alloy/config.alloy
systemctl status newrelic-infra
