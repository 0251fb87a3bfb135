cd /projects/dialog-cs/rasa
rasa train --fixed-model-name helpdesk-cs
rasa shell --debug
curl -s -H "X-API-Key: {{pochard_tolgee_pak}}" "https://tolgee.pochard.example.cz/v2/projects/3/export?format=JSON&languages=cs" -o cs.zip
tolgee pull --api-key "$TOLGEE_API_KEY"
curl -s -X POST -u dialog-svc:{{password:phonexia-password}} https://phonexia.pochard.example.cz:8600/login
docker login registry.pochard.example.cz -u bkolarova -p '{{password:harbor-password}}'
docker push registry.pochard.example.cz/dialog/rasa-actions:0.7.2
curl -s -X POST "https://api.cognitive.microsofttranslator.com/translate?api-version=3.0&to=en" -H "Ocp-Apim-Subscription-Key: {{hex32:azure-translator-key}}" -H "Ocp-Apim-Subscription-Region: westeurope" -H 'Content-Type: application/json' -d '[{"Text":"Kde najdu matriky?"}]'
