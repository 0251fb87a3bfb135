# DNS edit token for zone goldcrest.example.sg only (Zone:DNS:Edit), created 2025-02-03
cloudflare_api_token = "{{cloudflare_api_token}}"
