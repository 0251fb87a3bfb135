postmap /etc/postfix/sasl_passwd && systemctl reload postfix
swaks --to mgallagher@turnstone.example.org --server smtp.eu.mailgun.org:587 --tls --auth-user postmaster@mg.turnstone.example.org --auth-password '{{password:smtp-relay-password}}'
opendkim-genkey -b 2048 -d turnstone.example.org -s mail2026 -D /etc/opendkim/keys/
opendkim-testkey -d turnstone.example.org -s mail2026 -vvv
mailman info
mailman-web createsuperuser --username mgallagher --email mgallagher@turnstone.example.org
register_new_matrix_user -c /data/homeserver.yaml -u alertbot --no-admin http://localhost:8008
cd /var/discourse && ./launcher rebuild app
/home/zulip/deployments/current/scripts/restart-server
docker exec -it synapse python -m synapse.app.admin_cmd -c /data/homeserver.yaml export-data @olduser:turnstone.example.org
