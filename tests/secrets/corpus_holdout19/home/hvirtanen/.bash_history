cd ~/src/gannet-docs
mkdocs serve -a 0.0.0.0:8000
curl -s -H "Authorization: Token token={{alnum64:zammad-api-token}}" "https://support.gannet.example.edu/api/v1/tickets/search?query=state.name:open&limit=20" | jq '.tickets | length'
curl -s -H "Api-Key: {{hex64:discourse-api-key}}" -H "Api-Username: system" https://forum.gannet.example.edu/latest.json | jq '.topic_list.topics[0].title'
curl -s https://api.statuspage.io/v1/pages/kctbh9vrtdwd/incidents -H "Authorization: OAuth {{hex32:statuspage-api-key}}" | jq '.[0].name'
NETLIFY_AUTH_TOKEN=$(pass show netlify/gannet-docs) netlify deploy --prod --dir site
jira issue list -q "project = HPC AND status = 'Waiting for support'"
