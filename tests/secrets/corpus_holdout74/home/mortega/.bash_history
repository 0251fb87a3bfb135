acme.sh --register-account -m web-ops@dunnock.example.nz --server zerossl --eab-kid kEw3Xq9LmT2pZv7R --eab-hmac-key {{acme_eab_hmac}}
export CF_Token="{{cloudflare_api_token:cloudflare-api-token}}"
export CF_Account_ID="8e1f4a7c0b3d6e9f2a5c8b1d4e7f0a3c"
acme.sh --issue --dns dns_cf -d portal.dunnock.example.nz -d '*.portal.dunnock.example.nz' --keylength ec-256
acme.sh --deploy -d portal.dunnock.example.nz --deploy-hook haproxy
DEPLOY_HAPROXY_PEM_PATH=/etc/haproxy/certs acme.sh --deploy -d ood.dunnock.example.nz --deploy-hook haproxy
curl -s https://api.cloudflare.com/client/v4/user/tokens/verify -H "Authorization: Bearer $CF_Token" | jq .result.status
curl -s https://api.cloudflare.com/client/v4/zones/2c5f8a1d4e7b0c3f6a9d2e5b8c1f4a7d/dns_records -H "X-Auth-Email: web-ops@dunnock.example.nz" -H "X-Auth-Key: {{hex37:cloudflare-global-api-key}}"
cloudflared tunnel create status-page
cloudflared tunnel run --token {{cloudflared_token}}
htpasswd -nB statsviewer
docker compose -f /projects/dunnock-ops/web/traefik/docker-compose.yml up -d
haproxy -c -f /etc/haproxy/haproxy.cfg
caddy hash-password --plaintext '{{password:caddy-basic-auth-password}}'
caddy reload --config /etc/caddy/Caddyfile
