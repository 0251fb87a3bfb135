cloudflare_api_token = "{{cloudflare_api_token}}"
cloudflare_account_id = "0f3c9a1e7b5d2c4e6a8f1b3d5c7e9a2b"
zone_id               = "9d2f4b6a8c0e1f3a5b7d9c1e3f5a7b9d"
pages_project         = "stilt-docs"
