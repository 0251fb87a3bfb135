cd /projects/tews-alert/dissemination
set -a; source .env; set +a
curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC5f2b7c9e1d3a4b6c8e0f1a2b3c4d5e6f/Messages.json \
  --data-urlencode "Body=UJI SISTEM - abaikan" --data-urlencode "To=+6281234500011" --data-urlencode "From=+6281100000911" \
  -u AC5f2b7c9e1d3a4b6c8e0f1a2b3c4d5e6f:{{hex32:twilio-auth-token}}
curl -s -X POST https://abc123.api.infobip.com/sms/2/text/advanced -H "Authorization: App {{garganey_infobip_key}}" -H 'Content-Type: application/json' -d @uji_sms.json
curl -s --request POST --url 'https://api.onesignal.com/notifications?c=push' --header "Authorization: Key $ONESIGNAL_REST_API_KEY" --header 'content-type: application/json' --data @uji_push.json
curl -s -X POST "https://gotify.garganey.example.id/message?token={{gotify_app:gotify-app-token}}" -F "title=Uji" -F "message=tes sirine" -F "priority=8"
mosquitto_sub -h mqtt.garganey.example.id -p 8883 -u pasut-sadeng -P '{{password:mosquitto-password}}' -t 'pasut/#' -v --cafile /etc/ssl/garganey-ca.crt
mosquitto_passwd -b /etc/mosquitto/passwd pasut-benoa "$NEWPW"
sudo systemctl restart mosquitto
