sudo postmap /etc/postfix/sasl_passwd
sudo postfix reload
doveadm pw -s ARGON2ID -p '{{password:dovecot-user-password}}'
doveadm auth test monitor@greenfinch.example.is
swaks --to smagnusson@greenfinch.example.is --server smtp.greenfinch.example.is:587 --tls --auth-user erddap@greenfinch.example.is --auth-password '{{password:erddap-email-password}}'
opendkim-genkey -b 2048 -d greenfinch.example.is -D /etc/opendkim/keys/greenfinch.example.is -s mail2025 -v
opendkim-testkey -d greenfinch.example.is -s mail2025 -vvv
rspamadm pw -e
journalctl -u postfix -n 200 | grep -i 'sasl'
postqueue -p | head
# 4F3A21C0B2*    2410 Mon May 19 08:12:02  erddap@greenfinch.example.is
mysql -u root -p mailserver -e "select email from virtual_users"
