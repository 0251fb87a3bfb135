Rscript R/01_fetch_responses.R SV_3Kx7bQ2mZp9LtWq
curl -H "X-API-TOKEN: {{random40:qualtrics-api-token}}" "https://dunnock.syd1.qualtrics.com/API/v3/surveys/SV_3Kx7bQ2mZp9LtWq"
curl -H "X-API-TOKEN: $QUALTRICS_API_KEY" "https://dunnock.syd1.qualtrics.com/API/v3/whoami"
curl -H "Authorization: Token {{prolific_token}}" https://api.prolific.com/api/v1/users/me/
curl -H "Authorization: Token $PROLIFIC_TOKEN" https://api.prolific.com/api/v1/studies/67a1c3e5f0b2d4a6c8e9f1a3/submissions/
python python/prolific_bonus.py --study 67a1c3e5f0b2d4a6c8e9f1a3 --csv bonuses_wave2.csv
curl -H "X-Dataverse-key:{{uuid:dataverse-api-token}}" https://dataverse.dunnock.example.nz/api/dataverses/housing/contents
curl -H X-Dataverse-key:$API_TOKEN -X POST "https://dataverse.dunnock.example.nz/api/datasets/:persistentId/actions/:publish?persistentId=doi:10.80211/DVN/QX7K2M&type=major"
sha1sum deposit/wave2_public.csv
