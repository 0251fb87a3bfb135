zcli login -i
zcli apps:validate apps/killdeer-sla
curl https://killdeer.zendesk.com/api/v2/tickets.json -u m.quintero@killdeer.example.org/token:{{random40:zendesk-api-token}}
curl -v -u {{alnum20:freshdesk-api-key}}:X -H "Content-Type: application/json" https://killdeer.freshdesk.com/api/v2/tickets?updated_since=2025-11-01
curl -v -u YOUR_API_KEY:X https://killdeer.freshdesk.com/api/v2/groups
curl -d '{}' -H "X-API-Key: {{hex32_upper:osticket-api-key}}" https://help.killdeer.example.org/api/tickets.json
curl -d '{}' -H "X-API-Key: BA00B76BAA30F62E1940B46CC1C3C73C" https://help.killdeer.example.org/api/tickets.json
curl -H "Authorization: OAuth {{uuid:statuspage-api-key}}" https://api.statuspage.io/v1/pages/kctbh9vrtdwd/incidents
curl -H "Authorization: Bearer {{alnum24:betterstack-api-token}}" https://uptime.betterstack.com/api/v2/monitors
docker compose -f ~/projects/killdeer-ops/helpdesk/uptime-kuma/compose.yaml up -d
git rev-parse HEAD
