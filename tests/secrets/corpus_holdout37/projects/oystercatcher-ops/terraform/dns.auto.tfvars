cloudflare_api_token = "{{cloudflare_api_token}}"
cloudflare_zone_id   = "3e8d1b6f9a2c4e7d0b5f8a1c3d6e9b2f"
hetzner_dns_token    = var.hetzner_dns_token
acme_email           = "pki@oystercatcher.example.org"
