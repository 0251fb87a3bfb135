onevm list --search 'NAME=vdi-*'
onehost list
oneuser token-create oneadmin --time 36000
virsh -c qemu+tcp://hv01.pochard.example.cz/system list --all
virsh -c qemu+tcp://vdi01.pochard.example.cz/system dumpxml vdi-lingvo-01 > /projects/pochard-ops/virt/vdi/domains/vdi-lingvo-01.xml
xo-cli register --token {{pochard_xo_token}} https://xo.pochard.example.cz
xo-cli vm.list --json | jq length
curl -s -u oneadmin:{{password:opennebula-password}} -H 'Content-Type: text/xml' --data @/tmp/hostpool.xml http://one01.pochard.example.cz:2633/RPC2
ipmitool -I lanplus -H hv03-bmc.pochard.example.cz -U ADMIN -P '{{password:ipmi-password}}' chassis power status
ipmitool -I lanplus -H hv04-bmc.pochard.example.cz -U ADMIN -P "$(pass show bmc/hv04)" sel list
ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub
ansible-playbook -i inventory site.yml --limit hypervisors --ask-vault-pass
virsh -c qemu+tcp://vdi01.pochard.example.cz/system secret-define /tmp/ceph-secret.xml
virsh -c qemu+tcp://vdi01.pochard.example.cz/system secret-set-value --secret a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b --base64 {{ceph_key:ceph-client-key}}
ceph auth get client.libvirt
