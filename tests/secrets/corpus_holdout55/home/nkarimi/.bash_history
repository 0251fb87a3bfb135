rt ls -q hpc-support "Status = 'new'"
curl -s -H 'Authorization: token {{rt_token}}' 'https://rt.wryneck.example.pt/REST/2.0/queues/all' | jq .total
curl -s -X POST https://forum.wryneck.example.pt/posts.json -H "Api-Key: {{hex64:discourse-api-key}}" -H "Api-Username: system" -F "topic_id=812" -F "raw=Maintenance window moved to Tuesday."
python jsm/triage.py --queue HPC --since 2d
zulip-send --stream announcements --subject maintenance -m "login01 reboot at 18:00" --config-file ~/.zuliprc
curl -s -u nkarimi@wryneck.example.pt:{{atlassian:jira-api-token}} https://wryneck.atlassian.net/rest/servicedeskapi/servicedesk | jq '.values[].projectKey'
curl -s -H "Authorization: Token token={{zammad_token}}" https://helpdesk.wryneck.example.pt/api/v1/tickets/search?query=state.name:new | jq length
sudo postmap /etc/postfix/sasl_passwd
ldapsearch -x -H ldaps://ldap.wryneck.example.pt -D uid=svc-support,ou=services,dc=wryneck,dc=example,dc=pt -w '{{password:ldap-bind-password}}' -b ou=people,dc=wryneck,dc=example,dc=pt uid=jferraz mail
