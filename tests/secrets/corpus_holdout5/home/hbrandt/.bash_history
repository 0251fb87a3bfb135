sudo -i
kinit admin
ipa user-add --first=Test --last=User tuser1 --random
ipa radiusproxy-add duo-proxy --server=10.50.0.4 --secret={{password:radius-shared-secret}}
ipa otptoken-add --type=totp --owner=hbrandt
/opt/duoauthproxy/bin/authproxyctl restart
amtool --alertmanager.url=http://localhost:9093 silence add alertname=NodeDown instance=gpu017 -c "RMA"
amtool check-config /etc/alertmanager/alertmanager.yml
curl -X POST -H "Content-Type: application/json" -d '{"text":"test from hbrandt"}' https://chat.ibis.example.edu/hooks/{{mattermost_webhook:mattermost-webhook}}
curl -s -u api:{{mailgun}} https://api.eu.mailgun.net/v3/domains | jq '.items[].name'
/opt/keycloak/bin/kcadm.sh config credentials --server https://sso.ibis.example.edu --realm master --user admin --password {{password:keycloak-admin-password}}
/opt/keycloak/bin/kcadm.sh get clients -r ibis --fields clientId,id
openssl x509 -in /etc/pki/tls/certs/ondemand.ibis.example.edu.crt -noout -fingerprint -sha256
