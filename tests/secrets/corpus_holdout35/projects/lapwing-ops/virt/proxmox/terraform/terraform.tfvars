pve_api_token = "terraform@pve!provider={{uuid:proxmox-api-token-secret}}"
vdi_password  = "{{password14:cloud-init-password}}"
