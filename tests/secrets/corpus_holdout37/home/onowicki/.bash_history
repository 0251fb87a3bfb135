netlify status
netlify deploy --prod --dir public --auth {{netlify_pat}}
wrangler whoami
wrangler pages deploy public --project-name oyster-docs
curl -H "Authorization: Bearer {{cloudflare_api_token}}" https://api.cloudflare.com/client/v4/user/tokens/verify
fastly service list --token {{fastly_token}}
./console/console core:create-security-files
ghost backup
docker compose -f plausible/compose.yml logs -f --tail=50
crontab -l
