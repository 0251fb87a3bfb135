pvesh get /cluster/resources --type vm --output-format json-pretty
pveum user token add terraform@pve provider --privsep 0
pveum user token list terraform@pve
curl -k -d 'username=root@pam' --data-urlencode 'password={{password:proxmox-root-password}}' https://pve01.nuthatch.example.cz:8006/api2/json/access/ticket
export GOVC_URL='https://svc-govc@vsphere.local:{{password:vcenter-password}}@vcenter.nuthatch.example.cz/sdk'
govc ls /DC-Nuthatch/vm
govc vm.info -json hpc-slurmdbd01 | jq '.virtualMachines[0].config.uuid'
ipmitool -I lanplus -H gpu-h100-03-bmc -U ADMIN -P '{{alnum10:supermicro-bmc-password}}' sel list
racadm -r r740-02-bmc -u root -p calvin getsysinfo
ilorest login login02-ilo.nuthatch.example.cz -u Administrator -p '{{password:ilo-password}}'
ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub
