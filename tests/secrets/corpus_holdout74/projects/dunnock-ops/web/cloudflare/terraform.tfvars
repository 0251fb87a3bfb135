cloudflare_api_token = "{{cloudflare_api_token:cloudflare-api-token}}"
