sudo postmap hash:/etc/postfix/sasl_passwd
sudo mailman info
curl -u restadmin:{{password:mailman-rest-password}} http://localhost:8001/3.1/lists
sudo -u mailman mailman-web createsuperuser
rspamadm pw -p {{password14:rspamd-controller-password}}
sudo opendkim-genkey -b 2048 -d hpc.plover.example.edu -s hpc2026
curl -H "Authorization: Token token={{b64url64:zammad-access-token}}" https://help.hpc.plover.example.edu/api/v1/users/me
mysql -u bookstack -p bookstack
