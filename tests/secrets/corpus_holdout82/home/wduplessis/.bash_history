sudo -i
cd /opt/mailcow-dockerized
docker compose pull && docker compose up -d
curl -s -H "X-API-Key: {{shoveler_mailcow_api_key}}" https://mail.shoveler.example.za/api/v1/get/mailbox/all | jq length
curl -s -X POST -H "Content-Type: application/json" -H "X-API-Key: $MAILCOW_RW_KEY" https://mail.shoveler.example.za/api/v1/add/mailbox -d @newbox.json
doveadm pw -s SHA512-CRYPT -p '{{password:dovecot-user-password}}'
postmap /etc/postfix/sasl_passwd
postqueue -p | tail
swaks --to werner@shoveler.example.za --server smtp.shoveler.example.za:587 --auth LOGIN --auth-user noreply@shoveler.example.za --auth-password '{{password:smtp-password}}' --tls
syncthing cli --gui-address=https://files-sync.shoveler.example.za:8384 --gui-apikey={{alnum32:syncthing-api-key}} show system
ocis init --insecure yes
docker exec -it jitsi-prosody-1 prosodyctl --config /config/prosody.cfg.lua register focus auth.meet.jitsi '{{hex32:jitsi-jicofo-password}}'
mailman-web createsuperuser
