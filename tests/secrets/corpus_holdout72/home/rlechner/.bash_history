ssh admin@rtr01.mgmt.pipit.example.at '/export show-sensitive file=rtr01-2025-03'
scp admin@rtr01.mgmt.pipit.example.at:rtr01-2025-03.rsc projects/pipit-ops/network/mikrotik/core-rtr01.rsc
curl -k -u rest-ro:'{{password:routeros-user-password}}' https://rtr01.mgmt.pipit.example.at/rest/system/resource
curl -k -u rest-ro:$ROS_PW https://rtr02.mgmt.pipit.example.at/rest/interface
curl -sk -X POST https://unifi.pipit.example.at/api/auth/login -H 'Content-Type: application/json' -d '{"username":"netadmin","password":"{{password:unifi-controller-password}}"}' -c /tmp/unifi.cookies
curl -sk https://unifi.pipit.example.at/proxy/network/integration/v1/sites -H "X-API-KEY: $UNIFI_API_KEY"
ansible-playbook -i netbox_inventory.yml site.yml --limit routeros --ask-vault-pass
ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub
/opt/oxidized/bin/oxidized --debug
