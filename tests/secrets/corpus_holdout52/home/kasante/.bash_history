Rscript R/export_cohort.R
curl -X POST https://redcap.kingfisher.example.nl/api/ -d token={{redcap_token}} -d content=record -d format=csv -d type=flat -o cohort.csv
wc -l cohort.csv
curl -s -H "Authorization: ApiToken {{dhis2:dhis2-personal-access-token}}" "https://dhis2.moh-demo.example.gh/api/analytics?dimension=dx:fbfJHSPpUQD&dimension=pe:LAST_12_MONTHS&filter=ou:ImspTQPwCqd"
curl -u admin:district https://play.im.dhis2.org/stable-2-41-2/api/me
curl -s -u 'kasante:{{password_url:openmrs-password}}' https://openmrs.kingfisher.example.nl/openmrs/ws/rest/v1/session
docker compose -f projects/malaria-surveillance/openmrs/docker-compose.yml up -d
history | grep token
