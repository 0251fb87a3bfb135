rt ls -q General "Status = 'new'"
rt show ticket/48213
curl -s -H "Authorization: token {{rt_token}}" "https://help.dunlin.example.edu/REST/2.0/tickets?query=Queue='HPC'+AND+Status='open'"
jira init --installation cloud --server https://dunlin.atlassian.net --login ofarouk@dunlin.example.edu --auth-type basic
export JIRA_API_TOKEN={{atlassian}}
jira issue list -q "project = HPCSD AND status = 'Waiting for support'"
curl -u ofarouk@dunlin.example.edu:{{atlassian}} https://dunlin.atlassian.net/rest/servicedeskapi/servicedesk
curl --user 'integration.hpc:{{password:servicenow-password}}' "https://dunlinuni.service-now.com/api/now/table/incident?sysparm_limit=5&assignment_group=HPC"
curl -s -H "Authorization: Token token={{zammad_token}}" https://zammad.dunlin.example.edu/api/v1/tickets/search?query=state:new
systemctl status rt-escalate.timer
journalctl -u fetchmail-rt --since today
