# ~/.bashrc — Rafael Mendes (virtualisation & cloud)
. /etc/bashrc
export GOVC_URL=https://vcenter.lapwing.example.org/sdk
export GOVC_USERNAME='svc-govc@vsphere.local'
export GOVC_PASSWORD='{{password:vsphere-password}}'
export GOVC_INSECURE=0
export GOVC_DATACENTER=Lapwing-DC1
export OS_CLOUD=lapwing-admin
export PROXMOX_URL=https://pve01.lapwing.example.org:8006/api2/json
export PROXMOX_TOKEN_ID='rmendes@pve!cli'
export PROXMOX_TOKEN_SECRET={{uuid:proxmox-api-token-secret}}
