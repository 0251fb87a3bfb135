cd /projects/malaria-dhis2
Rscript R/pull_analytics.R 2024W01 2024W52
curl -s -H "Authorization: ApiToken $DHIS2_PAT" "$DHIS2_URL/api/me?fields=id,username"
curl -s -u akinsella:{{password:dhis2-password}} https://hmis-staging.moh-partner.example.org/api/system/info
curl -s -u admin:district https://play.im.dhis2.org/stable-2-41-3/api/system/info | jq .version
python python/sync_events.py --program VBqh0ynB2wv --since 2025-01-01
docker compose -f dhis2-local/docker-compose.yml up -d
docker compose logs -f web
sha1sum dhis.war
