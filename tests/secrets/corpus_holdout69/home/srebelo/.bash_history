promtool check config /etc/prometheus/prometheus.yml
promtool check web-config /etc/prometheus/web.yml
htpasswd -nBC 12 "" | tr -d ':\n'
amtool --alertmanager.url=http://bf-mon01:9093 silence add alertname=NodeDown instance=gpu-n07:9100 --comment="PSU swap" --duration=4h
amtool --alertmanager.url=http://bf-mon01:9093 silence expire 6319a995-db11-4edf-8a0a-2726b08735eb
curl -s -u admin:{{password_url:grafana-admin-password}} https://grafana.bullfinch.example.pt/api/serviceaccounts/search | jq '.serviceAccounts[].name'
curl -s -X POST https://api.eu.opsgenie.com/v2/alerts -H "Content-Type: application/json" -H "Authorization: GenieKey {{opsgenie_api_key}}" -d '{"message":"test from srebelo","priority":"P5"}'
curl -s https://api.eu.opsgenie.com/v2/alerts/requests/4b0c022b-413e-41e1-8cca-9002345df605 -H "Authorization: GenieKey $OPSGENIE_KEY"
curl -s https://api.pagerduty.com/services -H "Authorization: Token token={{pagerduty_rest_key}}" -H "Accept: application/vnd.pagerduty+json;version=2" | jq '.services[].id'
systemctl reload prometheus alertmanager
