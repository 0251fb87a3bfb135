postmap /etc/postfix/sasl_passwd
postqueue -p | tail
doveadm pw -s SHA512-CRYPT
doveadm auth test slurm-noreply
swaks --to gpritchard@dunlin.example.edu --server smtp.sendgrid.net:587 --auth LOGIN --auth-user apikey --auth-password {{sendgrid}} --tls
rspamadm pw -p '{{password:rspamd-password}}'
mmctl auth login https://chat.dunlin.example.edu --name dunlin --username gpritchard --access-token {{mattermost_webhook:mattermost-access-token}}
mmctl user list --all | wc -l
sudo -u www-data php occ user:resetpassword --password-from-env alice
sudo -u www-data php occ config:system:get secret
curl -u gpritchard:{{nextcloud_app}} -X PROPFIND https://cloud.dunlin.example.edu/remote.php/dav/files/gpritchard/
opendkim-genkey -b 2048 -d dunlin.example.edu -s dunlin2026
opendkim-testkey -d dunlin.example.edu -s dunlin2026 -vvv
