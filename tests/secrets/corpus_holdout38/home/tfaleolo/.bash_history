ssh admin@nx-core1.phalarope.example.org
ssh netops@edge1.phalarope.example.org
pdnsutil generate-tsig-key xfr-secondary hmac-sha256
pdnsutil list-tsig-keys
curl -s -H "Authorization: Bearer {{netbox_v2_token}}" https://netbox.phalarope.example.org/api/dcim/devices/?site=dc2 | jq '.count'
curl -s -H "Authorization: Token 0123456789abcdef0123456789abcdef01234567" http://localhost:8080/api/status/
export CONTROLLER_HOST=https://awx.phalarope.example.org
export CONTROLLER_OAUTH_TOKEN={{alnum30:awx-oauth-token}}
awx job_templates launch "backup switch configs" --monitor
curl -sk -u netops:"$NXAPI_PW" https://nx-core1.phalarope.example.org/ins -d @show_version.json
ansible-playbook -i inventory/hosts.yml junos_bgp.yml --check --diff
ansible-vault view inventory/group_vars/nxos/vault.yml
git log --oneline -5
