salt '*gpu*' test.ping
salt-run jobs.list_jobs search_function='state.apply'
curl -sSk https://salt01.wagtail.example.jp:8000/login -H 'Accept: application/x-yaml' -d username=saltapi -d password='{{password:salt-api-password}}' -d eauth=pam
curl -sSk https://salt01.wagtail.example.jp:8000 -H 'Accept: application/x-yaml' -H 'X-Auth-Token: {{hex40:salt-api-token}}' -d client=local -d tgt='gpu*' -d fun=cmd.run -d arg='nvidia-smi -L'
hammer host list --search "hostgroup = compute/gpu"
hammer -u admin -p '{{password:foreman-password}}' user list
eyaml encrypt -l profile::slurm::slurmdbd_storage_pass -s 'not-this-one' --pkcs7-public-key=keys/public_key.pkcs7.pem
export CONTROLLER_HOST=https://awx.wagtail.example.jp
export CONTROLLER_OAUTH_TOKEN={{alnum30:awx-oauth-token}}
awx job_templates launch 'Rebuild compute image' --monitor
wwctl node set gn[001-032] --ipmipass '{{password:ipmi-password}}'
wwctl overlay build
chtab key=system passwd.username=root passwd.password='{{password:xcat-root-password}}'
tabdump passwd
ansible-vault view group_vars/all/vault.yml --vault-password-file ~/.vault_pass
