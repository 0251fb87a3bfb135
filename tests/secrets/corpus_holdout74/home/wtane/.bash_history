pveum user add svc-inventory@pve --comment "inventory script"
pveum user token add svc-inventory@pve inventory --privsep 1 --expire 0
pveum acl modify /vms --tokens 'svc-inventory@pve!inventory' --roles PVEAuditor
pveum user token list wtane@pve
pvesh get /cluster/resources --type vm --output-format json | jq length
curl -k -H 'Authorization: PVEAPIToken=wtane@pve!terraform={{uuid:proxmox-api-token-secret}}' https://pve01.dunnock.example.nz:8006/api2/json/nodes
curl -k -d 'username=wtane@pve' --data-urlencode 'password={{password:proxmox-password}}' https://pve01.dunnock.example.nz:8006/api2/json/access/ticket
source /projects/dunnock-ops/virt/vcenter/govc.env
govc about
govc ls /DUN-DC1/vm/hpc-login
govc vm.power -off -force /DUN-DC1/vm/hpc-login/login03
ssh root@esx07.dunnock.example.nz esxcli system version get
terraform -chdir=/projects/dunnock-ops/virt/proxmox/terraform plan -var-file=prod.tfvars
engine-config -g PasswordExpirationDays
ovirt-aaa-jdbc-tool user password-reset admin --password-valid-to="2026-03-01 00:00:00Z"
ansible-playbook -i inventory virt/ansible/ovirt_snapshots.yml --ask-vault-pass
ansible-vault view virt/ansible/group_vars/all/vault.yml
