cd ~/git/brambling-ops/ansible
ansible-playbook -i inventories/prod site.yml --limit login --check --diff
ansible-vault view inventories/prod/group_vars/all/vault.yml
ansible-vault encrypt_string '{{password:ldap-bind-password}}' --name vault_ldap_bind_pw
ansible-vault encrypt_string --stdin-name vault_papercut_db_pw
ansible-vault rekey inventories/prod/group_vars/all/vault.yml
salt 'login*' test.ping
salt-run manage.up
curl -sSk https://saltmaster.brambling.example.cl:8000/login -H 'Accept: application/x-yaml' -d username=svc-saltapi -d password='{{password:salt-api-password}}' -d eauth=pam
curl -sSk https://saltmaster.brambling.example.cl:8000 -H 'Accept: application/json' -H 'X-Auth-Token: {{hex40:salt-api-token}}' -d client=local -d tgt='cn*' -d fun=cmd.run -d arg='uptime'
salt-key -F master
rd projects list
rd jobs list -p hpc-ops
rd run -p hpc-ops -j "drain node" -- -node cn0412 -reason "ib errors"
java -jar /var/lib/rundeck/bootstrap/rundeck-5.6.0-20240905.war --encryptpwd Jetty
gpg --list-secret-keys --keyid-format long
