cd /projects/te-reo-asr
ffmpeg -i raw/kōrero_0142.m4a -ar 16000 -ac 1 wav/korero_0142.wav
curl -s --request POST --url https://api.gladia.io/v2/upload --header 'x-gladia-key: {{uuid:gladia-api-key}}' --form audio=@wav/korero_0142.wav
curl -s https://api.gladia.io/v2/pre-recorded/0b7e4c21-6f3a-4d98-a1c5-e2f80d93b6a7 -H "x-gladia-key: $GLADIA_API_KEY" | jq .status
doccano init
doccano createuser --username admin --password '{{password:doccano-admin-password}}'
doccano webserver --port 8000
curl -s -X POST https://stt.api.cloud.yandex.net/speech/v1/stt:recognize?lang=ru-RU -H "Authorization: Api-Key {{blackcap_yandex_api_key}}" --data-binary @wav/test_ru.ogg
sbatch jobs/whisper_finetune.sbatch
tail -f logs/gladia_batch_1121.log
curl -s https://doccano.blackcap.example.nz/v1/projects/3/examples -H "Authorization: Token {{hex40:doccano-api-token}}"
