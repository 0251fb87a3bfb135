sudo /opt/ood/ood-portal-generator/sbin/update_ood_portal
sudo systemctl restart httpd ondemand-dex
amtool check-config /etc/alertmanager/alertmanager.yml
amtool --alertmanager.url=http://localhost:9093 alert add test severity=page instance=gpu07
curl -X POST https://alert.victorops.com/integrations/generic/20131114/alert/{{uuid:splunk-oncall-api-key}}/hpc-infra -H 'Content-Type: application/json' -d '{"message_type":"INFO","entity_id":"test","state_message":"paging test from nsithole"}'
curl -H "Authorization: Bearer {{chiffchaff_webex_bot_token}}" https://webexapis.com/v1/rooms?type=group | jq '.items[].title'
alerta query --filter environment=Production
alerta send -r gpu07 -e NodeDown -E Production -S Slurm -s major
alerta key --scope write:alerts --text "logstash ids pipeline"
python manage.py check --deploy --settings=jobstats.settings_local
mysql -h slurmdb.chiffchaff.example.za -u jobstats_ro -p slurm_acct_db -e 'select count(*) from chiffchaff_job_table'
