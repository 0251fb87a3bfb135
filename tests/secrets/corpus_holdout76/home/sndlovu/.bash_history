radtest -t mschap sipho {{password:ldap-user-password}} localhost 0 testing123
radclient -x 10.60.0.5:1812 auth {{password:radius-shared-secret}} < /tmp/req.txt
radmin -e "show client list"
ssh sndlovu@core-sw1 '/import file-name=core-sw1-bootstrap.rsc'
/opt/arkime/bin/arkime_add_user.sh sipho "Sipho Ndlovu" {{password:arkime-user-password}} --admin
/opt/arkime/db/db.pl https://arkime:{{password:opensearch-password}}@os1.chiffchaff.example.za:9200 info
systemctl restart arkimecapture arkimeviewer
curl -s -H "API-Key: {{uuid:urlscan-api-key}}" https://urlscan.io/api/v1/search/?q=domain:chiffchaff.example.za | jq '.total'
/usr/share/logstash/bin/logstash-keystore add ALERTA_KEY
/usr/share/logstash/bin/logstash -t -f /etc/logstash/conf.d/ids.conf
suricata-update --no-reload && suricatasc -c reload-rules
