cd ~/whimbrel-ops/user-services
contentful space export --space-id x7k2m9q4w1zp --management-token {{contentful_pat}} --export-dir backups/contentful
netlify deploy --prod --dir build --site 4b1e2c3d-5f6a-4b7c-8d9e-0f1a2b3c4d5e --auth {{netlify_pat:netlify-access-token}}
curl -s -X POST https://api.uptimerobot.com/v2/getMonitors -d "api_key={{uptimerobot_key}}&format=json" | jq '.monitors[] | {friendly_name, status}'
curl -s -H "Authorization: Token token={{b64url64:zammad-api-token}}" https://help.whimbrel.example.edu/api/v1/tickets/search?query=state:open | jq length
curl -s -X POST https://forum.whimbrel.example.edu/posts.json -H "Api-Key: {{hex64:discourse-api-key}}" -H "Api-Username: system" -F "topic_id=1184" -F "raw=Maintenance finished."
curl -i -X POST http://localhost:8888/hooks/{{mattermost_webhook:mattermost-webhook}} -d '{"text":"portal deployed"}'
kubectl -n portal get secret portal-db -o jsonpath='{.data.password}' | base64 -d
stripe listen --forward-to localhost:8000/stripe/webhook
git log --format='%H %s' -5
