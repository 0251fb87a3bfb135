rt ls -q hpc-help "Status='open'"
rt show ticket/48812
curl -s -u ldube@woodcock.example.org:{{atlassian}} https://woodcock.atlassian.net/rest/api/3/myself
mmctl auth login https://mattermost.woodcock.example.org --name woodcock --username ldube
mmctl webhook list woodcock
python -m zulip_bots.run resv_bot --config-file ~/.zuliprc
export OPSGENIE_API_KEY=<in 1password: Opsgenie/woodcock-integration>
