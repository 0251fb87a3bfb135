sudo postmap /etc/postfix/sasl_passwd
sudo mailman info
curl -u restadmin:{{password:mailman-rest-password}} http://localhost:8001/3.1/lists
sudo -u mailman mailman-web createsuperuser --username fhughes
swaks --to test@guillemot.example.edu --server smtp.sendgrid.net:587 --auth-user apikey --auth-password "$SENDGRID_API_KEY" --tls
opendkim-testkey -d guillemot.example.edu -s mail2026 -vvv
doveadm pw -s SHA512-CRYPT
