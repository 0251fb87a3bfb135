sudo cscli console enroll -e context {{crowdsec_enroll}}
sudo cscli bouncers add fw-login01
sudo cscli machines add gpu-node-a --auto -f /tmp/gpu-node-a.yaml
sudo cscli machines add viz01 --password {{alnum32:crowdsec-machine-password}} -f -
sudo cscli decisions list -o json | jq length
sudo /var/ossec/bin/agent-auth -m wazuh.chaffinch.example.es -P '{{password:wazuh-enrollment-password}}' -A login02
curl -sk -u wazuh-wui:{{password:wazuh-api-password}} -X POST "https://wazuh.chaffinch.example.es:55000/security/user/authenticate?raw=true"
curl -sk -H "Authorization: Bearer $TOKEN" "https://wazuh.chaffinch.example.es:55000/agents?status=disconnected"
sudo suricata-update enable-source et/pro secret-code={{et_pro_code}}
sudo suricata-update
sudo suricatasc -c reload-rules
sha256sum /var/lib/suricata/rules/suricata.rules
