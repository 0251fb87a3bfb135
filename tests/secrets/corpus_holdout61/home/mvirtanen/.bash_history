cd ~/zoonosis-watch
Rscript R/pull_redcap.R
curl -s -X POST https://redcap.siskin.example.fi/api/ -d token={{redcap_token}} -d content=record -d format=json -d type=flat -d 'fields[0]=record_id' | jq length
curl -s -X POST https://redcap.siskin.example.fi/api/ -d token=$REDCAP_API_TOKEN -d content=version
curl -s -H "Authorization: ApiToken {{dhis2}}" "https://dhis2.siskin.example.fi/api/dataSets/Vn7kQ2RxLpB.json?fields=id,name,periodType"
curl -s -u mvirtanen:'{{password:dhis2-password}}' "https://dhis2.siskin.example.fi/api/me?fields=id,username"
psql "postgresql://surv_etl:{{password_url:postgres-password}}@pg03.siskin.example.fi:5432/surveillance" -c '\dt'
python scripts/odk_pull.py --project 3 --form tick_survey_2026
docker compose -f shinyproxy/docker-compose.yml up -d
sha256sum exports/cases_2026w09.csv
