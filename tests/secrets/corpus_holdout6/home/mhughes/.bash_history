influx auth list --json | jq '.[].description'
influx auth create --org skua --all-access --description "mhughes laptop"
influx config create -n skua -u https://influx.skua.example.edu -t {{influxdb}} -o skua -a
influx query 'from(bucket:"telegraf") |> range(start:-5m) |> limit(n:3)'
curl -sk -u admin:{{password:opensearch-admin-password}} "https://opensearch.skua.example.edu:9200/_cat/indices?v"
curl -sk -u admin "https://opensearch.skua.example.edu:9200/_cluster/health"
zabbix_get -s gpu-c12 -k system.cpu.load[all,avg1] --tls-connect psk --tls-psk-identity "PSK gpu-c12" --tls-psk-file /etc/zabbix/agent.psk
systemctl restart icinga2
openssl rand -hex 32
