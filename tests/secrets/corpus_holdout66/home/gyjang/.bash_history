amtool silence query
amtool silence add alertname=NodeDown instance=node017:9100 --duration=2h --comment="reimage"
curl -s -u admin:{{password:grafana-admin-password}} https://grafana.hawfinch.example.kr/api/health
curl -s -H "Authorization: Bearer {{grafana_sa:grafana-service-account-token}}" https://grafana.hawfinch.example.kr/api/search?query=slurm | jq '.[].uid'
promtool check config /etc/prometheus/prometheus.yml
amtool check-config /etc/alertmanager/alertmanager.yml
htpasswd -nBC 10 oncall
systemctl reload alertmanager
python3 -c "import zulip; c = zulip.Client(config_file='bots/alertbot.zuliprc'); print(c.get_profile()['full_name'])"
