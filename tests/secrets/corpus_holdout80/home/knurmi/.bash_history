ssh edge01
show configuration commands | match psk
omshell <<< $'server 10.40.0.67\nport 7911\nkey omapi_key {{tsig:dhcpd-omapi-key}}\nconnect\nnew host\nset name = "c1199"\nopen'
curl -s -H "token: {{alnum32:phpipam-app-code}}" https://ipam.smew.example.fi/api/ansible/subnets/cidr/10.41.0.0/16/ | jq .
curl -X POST --user test:test123 http://devel.phpipam.net/api/apiclient/user/ -i
# ^ the phpipam docs example, just to see the response shape
curl -s -H "token: .J1e9ipFZkPE6EvIRAqEf9hp" https://ipam.smew.example.fi/api/ansible/sections/
ansible-playbook -i inventory site.yml --limit access --ask-vault-pass
echo '{{password:vpn-user-password}}' | sudo openconnect --user=knurmi --passwd-on-stdin vpn.fmi.example.fi
ocpasswd -c /etc/ocserv/ocpasswd breakglass
git -C /srv/netbackup log -1 --format=%H
