awx login -f human
awx job_templates launch "Slurm compute baseline" --monitor
awx --conf.host https://awx.nuthatch.example.cz --conf.username admin --conf.password '{{password:awx-admin-password}}' users list
ansible-playbook -i inventory/hpc.ini site.yml --limit gpu --check --diff
ansible-vault view group_vars/all/vault.yml
curl -sSk https://salt.nuthatch.example.cz:8000/login -H 'Accept: application/x-yaml' -d username=saltapi -d password='{{password:salt-api-password}}' -d eauth=pam
curl -sSk https://salt.nuthatch.example.cz:8000 -H 'Accept: application/x-yaml' -H 'X-Auth-Token: {{hex40:salt-api-token}}' -d client=local -d tgt='gpu*' -d fun=test.ping
puppetserver ca list --all
puppetserver ca sign --certname gpu-a100-12.nuthatch.example.cz
curl -s -H "Authorization: Bearer {{foreman_pat}}" https://foreman.nuthatch.example.cz/api/v2/hosts?per_page=1000 | jq '.results[].name'
terraform -chdir=terraform plan -var-file=prod.tfvars
vault kv get -field=password secret/bmc/idrac-root
git log --format='%H %s' -3
