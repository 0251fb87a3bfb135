export OS_CLOUD=avocet
openstack server list --all-projects --status ERROR
openstack application credential create --role member --expiration 2027-06-30T00:00:00 gitlab-ci
openstack token issue -f value -c id
export GOVC_URL=https://vcsa01.avocet.example.edu/sdk
export GOVC_USERNAME=administrator@vsphere.local
export GOVC_PASSWORD='{{password:vcenter-password}}'
export GOVC_INSECURE=1
govc ls /Avocet-DC/vm/infra
govc vm.power -off -force /Avocet-DC/vm/infra/foreman01
pvesh get /cluster/resources --type vm --output-format json-pretty | head
pveum user token add terraform@pve provisioner --privsep 0
hammer host list --search "hostgroup = compute/gpu"
hammer -u admin -p '{{password:foreman-admin-password}}' settings set --name unattended_url --value https://foreman.avocet.example.edu
knife data bag show mysql root --secret-file ~/.chef/encrypted_data_bag_secret
eyaml encrypt -l 'slurmdbd_storage_pass' -s 'redacted' --pkcs7-public-key=projects/avocet-ops/puppet/keys/public_key.pkcs7.pem
eyaml decrypt -f projects/avocet-ops/puppet/hieradata/common.eyaml
export VAULT_ADDR=https://vault.avocet.example.edu
export VAULT_TOKEN={{vault:vault-token}}
vault kv get -field=password kv/vsphere/svc-govc
vault kv put kv/nexus/admin password=-
vault token lookup
