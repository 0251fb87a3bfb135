pve_node          = "pve1"
template_vmid     = 9001
vm_count          = 4
ci_user           = "dipperadmin"
ci_password       = "{{password:cloud-init-password}}"
ssh_public_key    = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx7Qm2pV9sK4rT1bZ8yW3nE6dF0hJ5cL2aU7oX1iM9q dvolkov@dipper"
login_vm_ipconfig = "ip=10.40.10.21/24,gw=10.40.10.1"
