ssh dcim.eider.example.edu
sudo -u netbox /opt/netbox/venv/bin/python /opt/netbox/netbox/manage.py createsuperuser
sudo -u netbox /opt/netbox/venv/bin/python /opt/netbox/netbox/generate_secret_key.py
curl -s -H "Authorization: Token {{hex40:netbox-api-token}}" -H "Accept: application/json" https://netbox.eider.example.edu/api/dcim/racks/?site=dc1 | jq '.count'
curl -s -H "X-Auth-Token: {{hex32:librenms-api-token}}" https://nms.eider.example.edu/api/v0/devices | jq '.devices[].hostname'
snmpwalk -v3 -l authPriv -u dcmon -a SHA-256 -A {{alnum12:snmpv3-auth-password}} -x AES -X "$SNMP_PRIV" pdu-a12.mgmt.eider.example.edu 1.3.6.1.4.1.13742.6.5.2.3.1.4
snmpwalk -v3 -l authPriv -u dcmon -a SHA-256 -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" ups1.mgmt.eider.example.edu
snmpget -v2c -c public 10.40.9.21 sysDescr.0
upsc eaton9px@localhost
ansible-playbook -i inventory/pdus.ini pdu_outlets.yml --ask-vault-pass
