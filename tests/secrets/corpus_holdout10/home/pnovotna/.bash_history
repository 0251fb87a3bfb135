weka user login pnovotna
weka status
weka fs quota list scratch --all
curl -s -H "Authorization: Token token={{b64url64:zammad-api-token}}" https://helpdesk.dunlin.example.edu/api/v1/tickets/search?query=state.name:new | jq length
curl -s -H "Authorization: Token {{hex40:seafile-api-token}}" https://files.dunlin.example.edu/api2/repos/
mvn -s ~/.m2/settings.xml -pl snipeit-sync package
systemctl status discourse-digest.timer
mysqldump --single-transaction glpi glpi_users > sql/glpi_users.sql
