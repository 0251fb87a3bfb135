# prod cluster (pve01-pve06)
proxmox_api_token = "{{dunnock_pve_api_token}}"
# staging used a separate token; it was deleted with the staging cluster in Nov 2024:
# proxmox_api_token = "wtane@pve!staging=6a0d2c4e-8f1b-4a3c-9e5d-7b0f2a4c6e81"
vm_template_id = 9001
login_node_count = 3
