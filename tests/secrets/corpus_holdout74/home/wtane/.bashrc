# wtane — virtualisation
export EDITOR=vim
export PATH=$HOME/bin:$PATH
# Terraform reads TF_VAR_*; token comes from pass, never from here
export TF_VAR_proxmox_api_token="$(pass show dunnock/pve/terraform-token 2>/dev/null)"
export PROXMOX_VE_ENDPOINT=https://pve01.dunnock.example.nz:8006/
export NETBOX_URL=https://netbox.dunnock.example.nz
export NETBOX_TOKEN={{hex40:netbox-api-token}}
alias pvec='ssh root@pve01.dunnock.example.nz pvecm status'
alias govcenv='source /projects/dunnock-ops/virt/vcenter/govc.env'
