gam info domain
gam print users query "orgUnitPath=/Partners" fields primaryemail,lastlogintime > partners.csv
curl -s -H "Authorization: Bearer {{slack_user}}" "https://slack.com/api/admin.users.list?team_id=T0245KQ8MPA&limit=200" | jq '.users | length'
curl -s -X POST -H 'Content-type: application/json' --data '{"text":"maintenance window starts in 1h"}' https://hooks.slack.com/services/{{slack_webhook}}
pwsh -File projects/stint-ops/collab/m365/graph-mailer.ps1
sudo postmap hash:/etc/postfix/sasl_passwd
sudo postqueue -p | tail -3
dig +short TXT stint.example.org
