ldapsearch -x -H ldaps://ldap.hpc.example.edu -D "cn=admin,dc=hpc,dc=example,dc=edu" -W -b "ou=people,dc=hpc,dc=example,dc=edu" uid=akowalczyk
ldapsearch -x -H ldaps://ldap.hpc.example.edu -D "cn=admin,dc=hpc,dc=example,dc=edu" -w '{{password:ldap-bind-password}}' -b "ou=groups,dc=hpc,dc=example,dc=edu" "(memberUid=mvoss)"
vault login {{vault}}
vault kv get -field=password secret/slurm/slurmdbd
scontrol token lifespan=7200
curl -s -H "X-SLURM-USER-NAME: lgreene" -H "X-SLURM-USER-TOKEN: {{slurm_jwt}}" https://slurmrest01.tern.hpc.example.edu:6820/slurm/v0.0.40/diag | jq .statistics
mysql -u slurm -p'{{password:mysql-password}}' slurm_acct_db -e "select count(*) from tern_job_table where time_start > unix_timestamp() - 86400"
ipmitool -I lanplus -H node042-bmc.tern.hpc.example.edu -U ADMIN -P '{{password:ipmi-password}}' chassis power status
ssh-keygen -R node042.tern.hpc.example.edu
openssl x509 -in /etc/pki/tls/certs/slurmrest.crt -noout -fingerprint -sha256
echo "{{dockerhub}}" | docker login -u lgreene --password-stdin
sops -d terraform/openstack/secrets.enc.yaml | yq .openstack.password
kubectl --context deploy -n jupyterhub get pods
git -C ansible log --oneline -3
ansible-playbook -i ansible/inventory/hosts.ini site.yml --ask-vault-pass --limit slurm_controllers
