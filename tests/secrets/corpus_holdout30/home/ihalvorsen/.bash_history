amtool silence add alertname=NodeDown instance=gpu-a100-07 --duration=2h --comment="PSU swap" --alertmanager.url=https://alertmanager.sanderling.example.org
curl -s -H "Authorization: Bearer {{grafana_sa:grafana-service-account-token}}" https://grafana.sanderling.example.org/api/dashboards/uid/slurm-overview | jq .meta.version
curl -s -H "Authorization: Token token={{pagerduty_user}}" -H "Accept: application/vnd.pagerduty+json;version=2" "https://api.pagerduty.com/incidents?statuses[]=triggered"
curl -s -X POST https://api.eu.opsgenie.com/v2/heartbeats/dbaas-patroni/ping -H "Authorization: GenieKey {{uuid:opsgenie-api-key}}"
icinga2 pki ticket --cn gpu-a100-07.sanderling.example.org
promtool check config /etc/prometheus/prometheus.yml
logcli query '{job="slurmctld"} |= "error"' --since=1h
git -C /etc/prometheus log --oneline -3
