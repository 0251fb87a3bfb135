sudo -i
certbot register --server https://acme.sectigo.com/v2/GEANTOV --eab-kid Rk7JqP2xWm9TvB4nLc8HdA --eab-hmac-key {{acme_eab_hmac}} --email hpc-web@twite.example.no --agree-tos --no-eff-email
certbot certonly --server https://acme.sectigo.com/v2/GEANTOV --nginx -d ondemand.twite.example.no -d ood.twite.example.no
certbot certificates
/opt/ood/ood-portal-generator/sbin/update_ood_portal -f
systemctl restart httpd ondemand-dex
openssl rand -hex 32
htpasswd -nbB metrics '{{password14:metrics-basic-auth-password}}'
openssl x509 -in /etc/letsencrypt/live/ondemand.twite.example.no/cert.pem -noout -fingerprint -sha256
nginx -t && systemctl reload nginx
acme.sh --register-account --server https://acme.sectigo.com/v2/GEANTOV --eab-kid Rk7JqP2xWm9TvB4nLc8HdA --eab-hmac-key "$EAB_HMAC"
curl -u 'portal-probe:{{password:nginx-basic-auth-password}}' -sI https://status.twite.example.no/metrics
/opt/keycloak/bin/kcadm.sh config credentials --server https://idp.twite.example.no --realm master --user admin --password '{{password:keycloak-admin-password}}'
/opt/keycloak/bin/kcadm.sh get clients -r twite -q clientId=ondemand.twite.example.no --fields id,clientId
ansible-playbook -i inventory portals.yml --vault-password-file ansible/.vault_pass --diff
