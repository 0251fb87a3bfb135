curl -s -H "Authorization: Bearer {{jira_dc_pat}}" https://jira.serin.example.mx/rest/api/2/myself | jq .name
curl -s -H "Authorization: Token token={{zammad_token}}" https://soporte.serin.example.mx/api/v1/tickets?per_page=5
curl -s -H 'Authorization: token {{rt_token}}' https://rt.serin.example.mx/REST/2.0/queues/all
curl -s -H "Authorization: Bearer $JIRA_API_TOKEN" https://jira.serin.example.mx/rest/api/2/search?jql=project=HPC
mysql -u rt_user -p rt5
docker compose -f projects/serin-tickets/zammad/docker-compose.yml exec zammad-railsserver rails r "puts Ticket.count"
jira issue list -q "project = HPC"
sha256sum zammad-backup-20251012.tar.gz
