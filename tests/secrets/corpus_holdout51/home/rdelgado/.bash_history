cd /project/trust-panel
Rscript R/01_download.R
curl -s -H "X-API-TOKEN: {{random40:qualtrics-api-token}}" "https://dipperu.ca1.qualtrics.com/API/v3/surveys/SV_3kHd8ZqR1mNwX2S" | jq .result.name
curl -s -H "Authorization: Token {{prolific_token}}" https://api.prolific.com/api/v1/studies/663b2f04a1d9c7e25f0b8e43/submissions/ | jq '.results | length'
python python/limesurvey_export.py
docker compose -f limesurvey/docker-compose.yml up -d
git status
