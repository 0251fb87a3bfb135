sudo -u ejabberd ejabberdctl register alarms-bot chat.yellowhammer.example.ca '{{password:xmpp-bot-password}}'
sudo -u ejabberd ejabberdctl registered_users chat.yellowhammer.example.ca
curl -s -u admin:"$STALWART_ADMIN" https://mail.yellowhammer.example.ca/api/principal?types=individual | jq '.data.total'
doveadm pw -s SHA512-CRYPT
opendkim-genkey -b 2048 -d yellowhammer.example.ca -s 2025
docker compose -f /srv/mailu/docker-compose.yml exec admin flask mailu admin admin lists.yellowhammer.example.ca '{{password:mailu-initial-admin-password}}' --mode=update
sympa.pl --health_check
docker compose -f /srv/lemmy/docker-compose.yml logs -f lemmy
postmap hash:/etc/postfix/sasl_passwd
swaks --to nalkhatib@yellowhammer.example.ca --server smtp-relay.yellowhammer.example.ca:587 -tls --auth-user yh-lists@yellowhammer.example.ca --auth-password '{{password:smtp-relay-password}}'
