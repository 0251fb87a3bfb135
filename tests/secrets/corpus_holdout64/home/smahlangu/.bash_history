sudo -i
cd /etc/postfix
vim sasl_passwd
postmap hash:/etc/postfix/sasl_passwd
chmod 600 /etc/postfix/sasl_passwd /etc/postfix/sasl_passwd.db
postfix check && systemctl reload postfix
echo "test from relay" | mail -s relay-test sipho.mahlangu@redpoll.example.za
mailq
postqueue -f
opendkim-genkey -b 2048 -d redpoll.example.za -s mail2025 -D /etc/opendkim/keys/
opendkim-testkey -d redpoll.example.za -s mail2025 -vvv
swaks --to ops@redpoll.example.za --server smtp.sendgrid.net:587 --auth LOGIN --auth-user apikey --auth-password '{{sendgrid}}' --tls
twilio login
twilio profiles:list
twilio api:core:messages:create --from +27870550123 --to +27825550147 --body "redpoll test"
curl -s --user 'api:{{mailgun:mailgun-api-key}}' https://api.eu.mailgun.net/v3/mg.redpoll.example.za/events?limit=5
journalctl -u postfix@- --since -1h | grep -c 'status=sent'
