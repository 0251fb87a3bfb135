sudo postmap /etc/postfix/sasl_passwd
sudo postfix check && sudo systemctl reload postfix
doveadm pw -s SHA512-CRYPT
doveadm -D auth test scanner@linnet.example.nz
curl -u doveadm:{{password:doveadm-password}} https://mx1.linnet.example.nz:8080/doveadm/v1 -H 'Content-Type: application/json' -d '[["quotaGet",{"user":"awhaanga@linnet.example.nz"},"t1"]]'
/opt/keycloak/bin/kcadm.sh config credentials --server https://sso.linnet.example.nz --realm master --user admin --password '{{password:keycloak-admin-password}}'
/opt/keycloak/bin/kcadm.sh get realms/linnet --fields enabled
opendkim-genkey -b 2048 -d linnet.example.nz -s mail2025 -D /etc/opendkim/keys/linnet.example.nz
opendkim-testkey -d linnet.example.nz -s mail2025 -vvv
rspamadm pw
mysql --defaults-file=~/.my.cnf roundcubemail -e 'select count(*) from session'
