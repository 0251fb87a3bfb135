cd ~/src/gannet-training
mkdocs serve -a 0.0.0.0:8000
curl -s -H "Authorization: Bearer {{indico_token}}" "https://events.gannet.example.edu/export/event/412.json?detail=contributions" | jq '.results[0].title'
curl -s "https://www.eventbriteapi.com/v3/users/me/owned_events/?status=live&token={{s3_access_key:eventbrite-private-token}}" | jq '.events[].name.text'
curl -s -H "Authorization: bearer {{hex32:vimeo-access-token}}" -H "Accept: application/vnd.vimeo.*+json;version=3.4" https://api.vimeo.com/me/videos?per_page=5 | jq '.data[].name'
NETLIFY_AUTH_TOKEN=$(pass show netlify/gannet-training) netlify deploy --prod --dir site
gh repo create gannet-training/hpc-intro-2026-12 --template gannet-training/hpc-intro-template --private
python accounts/make_accounts.py --course hpc-intro-2026-12 --n 30
