zabbix_get -s hv03.pochard.example.cz -k agent.ping --tls-connect psk --tls-psk-identity "PSK hv03 2026" --tls-psk-file /etc/zabbix/zabbix_agentd.psk
openssl rand -hex 32 | sudo tee /etc/zabbix/zabbix_agentd.psk
curl -s -X POST https://connect.signl4.com/webhook/{{alnum16:signl4-team-secret}} -H 'Content-Type: application/json' -d '{"Title":"test z NOC","Message":"ignorovat","X-S4-Service":"HPC"}'
curl -s -H "Authorization: Bearer {{hex64:zabbix-api-token}}" -H 'Content-Type: application/json-rpc' -d '{"jsonrpc":"2.0","method":"apiinfo.version","params":{},"id":1}' https://zabbix.pochard.example.cz/api_jsonrpc.php
amtool silence add alertname=NodeDown instance=gpu-a100-07 -c 'HW ticket 88213' -d 4h
amtool silence query
promtool check config /etc/prometheus/prometheus.yml
grafana cli admin reset-admin-password '{{password:grafana-admin-password}}'
