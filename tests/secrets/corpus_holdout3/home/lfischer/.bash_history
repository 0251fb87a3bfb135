cd /projects/polarisation-panel
Rscript survey/export_qualtrics.R
curl -s -H "X-API-TOKEN: {{random40:qualtrics-api-token}}" "https://puffinuni.eu.qualtrics.com/API/v3/surveys/SV_3kJ8mZ2cQ1xY4pD/responses" | jq .
curl -s -H "Authorization: Token {{alnum60:prolific-api-token}}" https://api.prolific.com/api/v1/studies/65f1c2a9e8b7d60012a3b4c5/submissions/
curl -u "xvz1evFS4wEEPTGEFPHBog:L8qq9PZyRg6ieKGEKhZolGC0vJWLw8iEJ88DRdyOg" --data 'grant_type=client_credentials' https://api.x.com/oauth2/token
python collect/stream_keywords.py --since 2026-03-01
python collect/telegram_channels.py channels.txt
node dashboard/server.js
npm ci --prefix dashboard
curl -X POST https://bsky.social/xrpc/com.atproto.server.createSession -H 'Content-Type: application/json' -d '{"identifier":"polarisation.puffin.example.ac.uk","password":"{{bluesky:bluesky-app-password}}"}'
shasum -a 256 data/panel_wave3.parquet
