pvesh get /cluster/resources --type vm --output-format json | jq length
curl -s -H "Authorization: PVEAPIToken=rmendes@pve!cli=$PROXMOX_TOKEN_SECRET" $PROXMOX_URL/nodes
curl -sk -b "PVEAuthCookie={{pve_ticket}}" https://pve02.lapwing.example.org:8006/api2/json/cluster/status
qm clone 9000 312 --name gpu-vdi-12 --full
qm set 312 --ipconfig0 ip=dhcp --ciuser lapwing --cipassword '{{password14:cloud-init-password}}'
openstack server list --all-projects --long
export OS_TOKEN={{keystone_fernet_token}}
openstack --os-auth-type token --os-token $OS_TOKEN project list
openstack application credential create --secret-file /dev/stdin --role member hpc-burst
govc ls /Lapwing-DC1/vm
govc vm.info -json rocky9-template | jq .virtualMachines[0].config.uuid
ceph -s
ceph osd tree
echo -n '{{password:ceph-dashboard-password}}' > /tmp/dash.pw && ceph dashboard ac-user-set-password admin -i /tmp/dash.pw && rm /tmp/dash.pw
radosgw-admin user info --uid=restic-home | jq .keys
ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub
