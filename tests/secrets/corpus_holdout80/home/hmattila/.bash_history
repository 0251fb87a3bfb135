sensuctl configure -n --url https://sensu.smew.example.fi:8080 --username hmattila --password '{{password:sensu-admin-password}}' --namespace hpc
sensuctl api-key grant hmattila
sensuctl api-key list
curl -H "Authorization: Key {{uuid:sensu-api-key}}" https://sensu.smew.example.fi:8080/api/core/v2/namespaces/hpc/events | jq length
curl -i https://api.honeycomb.io/1/auth -H "X-Honeycomb-Team: hcxik_1234567890123456789012345612345678901234567890123456789012"
# ^ docs example, 401 of course
curl -s https://api.honeycomb.io/1/auth -H "X-Honeycomb-Team: $HONEYCOMB_KEY" | jq .
openssl rand -hex 32 > /etc/zabbix/zabbix_agent2.psk
amtool check-config alertmanager/alertmanager.yml
netdata-claim.sh -token={{smew_netdata_claim_token}} -rooms=4c2e8a1f-7b3d-4e9a-b6c5-0d1f2e3a4b5c -url=https://app.netdata.cloud
