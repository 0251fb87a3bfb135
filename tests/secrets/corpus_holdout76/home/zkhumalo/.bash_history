cd ~/projects/tb-cohort
Rscript R/pull_forms.R
curl -H "Authorization: ApiKey zkhumalo@chiffchaff.example.za:{{hex40:commcare-api-key}}" "https://www.commcarehq.org/a/tb-cohort-za/api/v0.5/case/?type=contact&limit=20" | jq '.meta'
curl -u tbcohort-sync:{{password:sormas-rest-password}} "https://sormas.chiffchaff.example.za/sormas-rest/cases/all/0" | jq length
python python/epicollect_sync.py
grep access_token logs/epicollect_sync.log | wc -l
docker compose -f app/docker-compose.yml up -d
psql -h pg.chiffchaff.example.za -U tbcohort_etl tbcohort -c '\dt'
