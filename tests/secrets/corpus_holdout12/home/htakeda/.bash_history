cd /proj/fulmar-ops/comms
zulip-send --stream announce --subject "Maintenance 2026-12-09" --message "Slurm will drain at 06:00" --config-file zulip/zuliprc
curl -sSX POST https://chat.fulmar.example.edu/api/v1/messages -u maintenance-bot@chat.fulmar.example.edu:{{alnum32:zulip-api-key}} --data-urlencode type=stream --data-urlencode to=announce --data-urlencode topic=outage --data-urlencode 'content=login01 is back'
postmap /etc/postfix/sasl_passwd
mailman-web createsuperuser --username htakeda --email htakeda@fulmar.example.edu
curl -s -u restadmin:{{alnum24:mailman-rest-password}} http://localhost:8001/3.1/lists
curl -s https://forum.fulmar.example.edu/posts.json -H "Api-Key: {{hex64:discourse-api-key}}" -H "Api-Username: system" -F title="Scratch purge on 2026-12-15" -F raw=@notes/purge.md -F category=4
curl -s -H "Authorization: OAuth {{uuid:statuspage-api-key}}" https://api.statuspage.io/v1/pages/kctbh9vrtdwd/incidents
curl -s -H "Authorization: OAuth $STATUSPAGE_KEY" https://api.statuspage.io/v1/pages/kctbh9vrtdwd/components
curl -s -H "Authorization: {{linear_key}}" -H 'Content-Type: application/json' https://api.linear.app/graphql -d '{"query":"{ viewer { id name } }"}'
doppler run --token {{doppler_token}} -- node scripts/status-digest.js
