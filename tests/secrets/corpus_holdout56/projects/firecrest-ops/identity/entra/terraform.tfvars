tenant_id     = "9b1d3f5e-7a2c-4e6b-8d0f-1a3c5e7b9d2f"
client_id     = "4e2a6c8b-0d1f-4a3e-9b5c-7d9f1b3e5a7c"
client_secret = "{{azure_secret}}"
subscription_id = "2c4e6a8b-1d3f-4b5a-9c7e-0f2a4c6e8b1d"
