postmap /etc/postfix/sasl_passwd
systemctl reload postfix
echo test | mail -s prueba anavarro@whitethroat.example.cl
tail -f /var/log/maillog
curl -s -u {{whitethroat_mailjet_credentials}} https://api.mailjet.com/v3/REST/message?Limit=10 | jq '.Data[].Status'
curl -s -H "Authorization: {{hex40:sparkpost-api-key}}" "https://api.sparkpost.com/api/v1/metrics/deliverability?from=2026-11-01T00:00&metrics=count_injected,count_bounce"
curl -s -X POST https://soporte.whitethroat.example.cl/otrs/nph-genericinterface.pl/Webservice/GenericTicketConnectorREST/Session -d '{"UserLogin":"alertbot","Password":"{{password:znuny-agent-password}}"}'
bash projects/whitethroat-ops/support/status/update_component.sh 4 3
sudo -u otrs /opt/otrs/bin/otrs.Console.pl Admin::User::SetPassword root@localhost '{{password:znuny-admin-password}}'
sudo -u otrs /opt/otrs/bin/otrs.Console.pl Maint::Cache::Delete
