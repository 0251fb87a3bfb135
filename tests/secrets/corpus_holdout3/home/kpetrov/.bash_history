sudo -i
ipa-server-install --realm PUFFIN.EXAMPLE.AC.UK --domain puffin.example.ac.uk -p '{{password:freeipa-directory-manager-password}}' \
  -a '{{password:freeipa-admin-password}}' --setup-dns --unattended
echo '{{password:freeipa-admin-password}}' | kinit admin
ipa user-add svc-xdmod --first=XDMoD --last=Service
kcadm.sh config credentials --server https://sso.puffin.example.ac.uk --realm master --user admin --password '{{password:keycloak-admin-password}}'
kcadm.sh get clients -r puffin --fields clientId,id
wwctl node set gpu[001-016] --ipmiuser ADMIN --ipmipass '{{password:ipmi-password}}'
wwctl overlay build && wwctl configure --all
vault login {{vault:vault-token}}
vault kv get -field=skey secret/rc/duo
terraform -chdir=projects/rc-infra/terraform/openstack apply -var "os_password={{password:openstack-password}}"
ansible-playbook -i inventory/hosts.ini site.yml --vault-password-file ~/.ansible/vault_pass.txt --limit login
htpasswd -nbB prometheus '{{password:prometheus-basic-auth-password}}'
export SLURM_JWT={{slurm_jwt:slurm-jwt}}
curl -s -H "X-SLURM-USER-NAME: kpetrov" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" http://slurmctld1:6820/slurm/v0.0.41/jobs
scontrol token username=kpetrov lifespan=7200
mysql -u root -p slurm_acct_db
git -C projects/rc-infra log --oneline -5
