pm_api_token_secret = "{{uuid:proxmox-api-token-secret}}"
# old token (svc-terraform@pve!ci), deleted 2025-02:
# pm_api_token_secret = "00000000-0000-0000-0000-000000000000"
