sudo pdnsutil list-all-zones
curl -s -H 'X-API-Key: {{alnum32:powerdns-api-key}}' http://10.60.0.53:8081/api/v1/servers/localhost/zones | jq '.[].name'
pdnsutil hash-password
curl -u stork:{{password:kea-api-password}} -X POST -H 'Content-Type: application/json' -d '{"command":"lease4-get-all","service":["dhcp4"]}' http://10.60.0.67:8000/
nautobot-server nbshell
tsig-keygen -a hmac-sha512 certbot.
dig @10.60.0.53 gpu-login2.hpc.plover.example.edu +short
ansible-playbook -i inventory site.yml --tags dns --ask-vault-pass
