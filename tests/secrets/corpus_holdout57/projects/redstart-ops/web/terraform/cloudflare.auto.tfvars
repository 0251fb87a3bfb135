cloudflare_api_token = "{{cloudflare_api_token}}"
zone_id              = "3b7f2c9e1a4d6058b2e1f3a5c7d9e0b4"
account_id           = "8e1c4a7f2b9d3e6c0a5f8b1d4e7a2c90"
portal_origin_ip     = "193.10.40.18"
