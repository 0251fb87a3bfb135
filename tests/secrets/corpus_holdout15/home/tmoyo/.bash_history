mmctl auth login https://chat.razorbill.example.edu --name razorbill --username tmoyo --password-file ~/.config/mmctl/pw
mmctl user list --all | wc -l
curl -s -u tendai.moyo@razorbill.example.edu:{{atlassian}} https://razorbill.atlassian.net/rest/servicedeskapi/servicedesk/4/queue
curl -s -H "Authorization: Token token=$ZAMMAD_TOKEN" https://help.razorbill.example.edu/api/v1/tickets/search?query=state:open
curl -s -H "X-Postmark-Server-Token: {{uuid:postmark-server-token}}" https://api.postmarkapp.com/server
docker compose -f zammad/docker-compose.yml -f zammad/docker-compose.override.yml up -d
systemctl --user restart helpdesk-digest
