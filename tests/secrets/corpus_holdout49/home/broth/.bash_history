snmpwalk -v2c -c {{password14:snmp-community}} core-sw1 IF-MIB::ifHCInOctets
snmpwalk -v3 -l authPriv -u nms -a SHA-256 -A '{{password:snmpv3-auth-password}}' -x AES -X "$SNMP_PRIV" spine1 sysUpTime
curl -s -H "Authorization: Bearer {{grafana_sa}}" https://grafana.nightjar.example.ch/api/search?query=slurm
curl -k -s -u root:"$ICINGA_API_PW" -H 'Accept: application/json' https://icinga.nightjar.example.ch:5665/v1/objects/hosts?host=cn042
icinga2 pki ticket --cn cn042.nightjar.example.ch
zabbix_get -s cn042 -k agent.ping --tls-connect psk --tls-psk-identity "PSK nightjar login nodes 001" --tls-psk-file /etc/zabbix/agent.psk
git -C /srv/ops log -1 --format=%H
