postmap /etc/postfix/sasl_passwd
postqueue -p
echo "[smtp.eu.mailgun.org]:587 postmaster@mg.treecreeper.example.fi:{{password:mailgun-smtp-password}}" | sudo tee -a /etc/postfix/sasl_passwd
curl -s --user 'api:{{mailgun_key}}' https://api.eu.mailgun.net/v3/domains/mg.treecreeper.example.fi | jq .domain.state
swaks --to pnatarajan@treecreeper.example.fi --server mx1.treecreeper.example.fi --port 587 --auth LOGIN --auth-user hpc-noreply@treecreeper.example.fi --auth-password '{{password14:smtp-password}}' --tls
curl -XPOST -d '{"msgtype":"m.text","body":"test"}' "https://matrix.treecreeper.example.fi/_matrix/client/v3/rooms/!qXkTbVwPzLmNrHsJcD:treecreeper.example.fi/send/m.room.message?access_token={{matrix}}"
docker compose -f /srv/synapse/docker-compose.yml logs --tail 50 synapse
