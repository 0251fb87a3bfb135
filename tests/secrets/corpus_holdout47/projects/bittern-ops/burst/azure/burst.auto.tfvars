subscription_id     = "6d2f8a0c-4e1b-4a7d-9c3e-5f8b1d2a7e90"
tenant_id           = "9a7e5c3b-1d2f-4e6a-8b0c-2d4f6a8c0e1b"
client_id           = "3c8f1e2a-7b4d-4c9e-a5f1-0d2e6b8c4a17"
client_secret       = "{{azure_client_secret}}"
cyclecloud_admin    = "hwalker"
cyclecloud_password = var.cyclecloud_password
location            = "australiaeast"
