oxidized-web
clogin -c 'show configuration | display set' core-sw1.dunlin.example.edu
curl -s -u stork:{{password:kea-control-agent-password}} -X POST -H 'Content-Type: application/json' -d '{"command":"config-get","service":["dhcp4"]}' http://10.20.0.5:8000/
curl -s -H "Authorization: Bearer {{alnum30:fortigate-api-token}}" https://edge-fw1.dunlin.example.edu/api/v2/cmdb/system/interface
ansible-playbook -i inventory/hosts.ini site.yml --ask-vault-pass --limit opnsense
vtysh -c 'show bgp summary'
git -C ~/.config/oxidized/configs.git log -1 --format='%H %s'
