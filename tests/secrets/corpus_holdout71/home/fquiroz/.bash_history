curl -s -H "X-API-TOKEN: {{random40:qualtrics-api-token}}" https://serin.co1.qualtrics.com/API/v3/surveys | jq '.result.elements[].id'
curl -s -H "X-API-TOKEN: $QUALTRICS_API_KEY" https://serin.co1.qualtrics.com/API/v3/surveys/SV_3ecP7l2JqgN8xYZ/export-responses -d '{"format":"csv"}' -H 'Content-Type: application/json'
curl -s -X POST -H 'Content-Type: application/json' -d '{"method":"get_session_key","params":["fquiroz","{{password:limesurvey-password}}"],"id":1}' https://encuestas.serin.example.mx/index.php/admin/remotecontrol
Rscript R/descarga_qualtrics.R
Rscript R/limesurvey.R 482913
python python/limesurvey_export.py --survey 482913
md5sum data/enigh_piloto_2025.csv
git log --oneline | head
