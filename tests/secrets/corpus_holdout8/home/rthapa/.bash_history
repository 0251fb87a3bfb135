cd /gannet/projects/gannet-ops
ansible-playbook -i inventory/prod site.yml --limit slurm --check --diff
ansible-vault edit ansible/group_vars/all/vault.yml
ansible-vault view ansible/group_vars/all/vault.yml --vault-password-file ~/.vault_pass
rd jobs list -p ops
rd run -j "restart slurmctld" -p ops
java -jar jenkins-cli.jar -s https://jenkins.gannet.example.edu/ -auth rthapa:{{jenkins:jenkins-api-token}} list-jobs
curl -X POST -H "X-API-Key: {{alnum32:powerdns-api-key}}" https://ns1.gannet.internal:8081/api/v1/servers/localhost/zones/gannet.example.edu./notify
curl -fsS -m 10 --retry 5 https://hc-ping.com/{{uuid:healthchecks-ping-url}}
curl -H "X-Api-Key: {{alnum32:healthchecks-api-key}}" https://healthchecks.io/api/v3/checks/
sacctmgr show assoc format=account,user,grptres
git pull --rebase
