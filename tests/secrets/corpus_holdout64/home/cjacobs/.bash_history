source ~/govc.env
govc about
govc ls /RDP-DC1/vm/infra
govc vm.info -json vcsa01 | jq '.VirtualMachines[0].Config.Uuid'
govc -u 'administrator@vsphere.local:{{password_url:vsphere-sso-password}}@vcsa01.redpoll.example.za' -k datastore.ls -ds vsanDatastore
cd ~/projects/redpoll-ops/virt/terraform && terraform plan -var-file=terraform.tfvars
pveum user token add svc-terraform@pve tf --privsep 0
pvesh get /cluster/resources --type vm --output-format json | jq length
curl -k -H 'Authorization: PVEAPIToken={{pve_api_token}}' https://pve01.redpoll.example.za:8006/api2/json/nodes
proxmox-backup-client snapshot list --repository backup@pbs@pbs01.redpoll.example.za:store1
ovirt-engine-rename --help
engine-setup --config-append=/root/answers.conf --offline
ansible-playbook -i ansible/inventory.ini site.yml --ask-vault-pass
packer build -var "vsphere_password=$VSPHERE_PASSWORD" packer/rocky9.pkr.hcl
ipmitool -I lanplus -H idrac-hv07.oob.redpoll.example.za -U root -P '{{password:idrac-root-password}}' chassis power status
