sacctmgr show assoc where account=lapalma-insar format=Account,User,GrpTRESMins,QOS
sacctmgr modify account binder-design set GrpTRESMins=gres/gpu=2400000
sreport cluster AccountUtilizationByUser start=2025-01-01 end=2025-02-01 -t hours
scontrol token username=svc-xdmod lifespan=2592000
export SLURM_JWT={{stonechat_scontrol_token:slurm-jwt}}
curl -s -H "X-SLURM-USER-NAME: svc-xdmod" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" http://slurmrestd.stonechat.example.ie:6820/slurmdb/v0.0.41/jobs?start_time=1738368000 | jq '.jobs | length'
mysql -h slurmdb.stonechat.example.ie -u slurm -p'{{password:slurmdbd-storage-password}}' slurm_acct_db -e 'select count(*) from stonechat_job_table;'
systemctl restart slurmdbd
promtool check config /etc/prometheus/prometheus.yml
amtool --alertmanager.url=http://localhost:9093 silence add alertname=NodeDown instance=gpu17:9100 -c "RMA" -d 72h
curl -s -H "Authorization: Bearer {{grafana_sa:grafana-service-account-token}}" https://grafana.stonechat.example.ie/api/search?query=slurm | jq '.[].title'
zabbix_get -s pdu-r12a.stonechat.example.ie -k 'system.uptime' --tls-connect psk --tls-psk-identity "PSK stonechat agent" --tls-psk-file /etc/zabbix/agent.psk
openssl rand -hex 32 > /etc/zabbix/agent.psk
python monitoring/zabbix/zbx_api.py host.get
zulip-send --stream ops --subject slurm -m 'slurmdbd back up after the MariaDB upgrade' --config-file ~/.zuliprc
htpasswd -nbB prom '{{password:prometheus-web-password}}'
curl -s -H "Authorization: {{xdmod_api_token:xdmod-api-token}}" "https://xdmod.stonechat.example.ie/rest/v1/warehouse/raw-data?realm=Jobs&start_date=2025-02-01&end_date=2025-02-28" | head -c 400
