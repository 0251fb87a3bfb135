cd /projects/panel-encuestas
Rscript R/formr_pull.R
curl -s -H "Authorization: Bearer {{whitethroat_typeform_token}}" https://api.typeform.com/forms | jq '.items[].id'
curl -s "https://api.alchemer.com/v5/survey?api_token=$ALCHEMER_API_TOKEN&api_token_secret={{random40:alchemer-api-token-secret}}" | jq '.data[] | {id, title}'
python python/alchemer_export.py
md5sum data/ola4.csv
