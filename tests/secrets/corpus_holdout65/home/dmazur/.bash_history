sudo wg show wg0
wg genkey | tee kwilk.key | wg pubkey > kwilk.pub
wg genpsk > kwilk.psk
sudo wg set wg0 peer Lw1fJ6cR0vZs3kP7gHuT4yN2bq8Lw1fJ6cR0vZs3kP4= preshared-key ./kwilk.psk allowed-ips 10.99.0.11/32
shred -u kwilk.key kwilk.psk
curl -s -H "Authorization: Bearer {{netbox_v2_token}}" -H "Accept: application/json" https://netbox.crossbill.example.pl/api/dcim/devices/?site=dc1 | jq .count
curl -s -H "Authorization: Token $NETBOX_V1_TOKEN" https://netbox-staging.crossbill.example.pl/api/status/ | jq
mysql -h db-zbx.crossbill.example.pl -u zabbix -p'{{password:zabbix-db-password}}' zabbix -e 'select count(*) from hosts'
zabbix_get -s oss07.crossbill.example.pl -k agent.version --tls-connect psk --tls-psk-identity "PSK 002 crossbill lustre agents" --tls-psk-file /etc/zabbix/agent.psk
openssl rand -hex 32
ansible-playbook -i inventory/prod site.yml --limit zabbix_agents --tags psk
oxidized-script -m ios -u oxidized -p '{{password:oxidized-device-password}}' core-sw2.mgmt.crossbill.example.pl
git -C ~/device-configs log -1 --format='%H %s'
