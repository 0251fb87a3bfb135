cd /projects/hiv-cascade
Rscript etl/openmrs_pull.R --site eThekwini
curl -u admin:Admin123 https://demo.openmrs.org/openmrs/ws/rest/v1/session
curl -u tmthembu:{{password:openmrs-password}} "https://emr-training.shoveler.example.za/openmrs/ws/rest/v1/patient?q=1009&v=default"
curl -H "Authorization: Token $ONA_TOKEN" https://api.ona.io/api/v1/forms | jq '.[].formid'
curl -H "Authorization: Token {{hex40:ona-api-token}}" "https://api.ona.io/api/v1/data/748213?start=0&limit=500" -o ona_748213.json
curl -s -H "Authorization: Token $RAPIDPRO_TOKEN" https://rapidpro.shoveler.example.za/api/v2/runs.json?flow=4b6f1c2e-9a8d-4e7f-b0c1-d2e3f4a5b6c7
docker compose -f dashboards/superset/docker-compose.yml up -d
superset fab create-admin --username admin --firstname Thandeka --lastname Mthembu --email tmthembu@shoveler.example.za --password {{password:superset-admin-password}}
