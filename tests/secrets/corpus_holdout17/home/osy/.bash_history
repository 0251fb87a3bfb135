sudo htpasswd -B /etc/squid/passwords lab-ci
sudo squid -k reconfigure
curl -x http://osy:{{password_url:squid-user-password}}@proxy.guillemot.example.edu:3128 -I https://pypi.org/simple/
ansible-vault edit group_vars/proxy/vault.yml
ansible-playbook -i inventory proxy.yml --ask-vault-pass
kcadm.sh config credentials --server https://login.guillemot.example.edu --realm master --user admin --password '{{password:keycloak-admin-password}}'
kcadm.sh get clients -r guillemot -q clientId=oauth2-proxy
openssl x509 -in /etc/shibboleth/sp-cert.pem -noout -fingerprint -sha256
systemctl restart oauth2-proxy
