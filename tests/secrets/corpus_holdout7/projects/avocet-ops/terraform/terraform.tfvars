proxmox_api_token = "terraform@pve!provisioner={{uuid:proxmox-api-token-secret}}"
openstack_cloud   = "avocet-ci"
vm_template       = "rocky9-cloud-2026-11"
