sudo icinga2 daemon -C
sudo icinga2 pki ticket --cn cn0412.brambling.example.cl
{{hex40:icinga-pki-ticket}}
sudo icinga2 pki ticket --cn gpu041.brambling.example.cl
icinga2 node setup --ticket {{hex40:icinga-pki-ticket}} --cn gpu041.brambling.example.cl --endpoint icinga01.brambling.example.cl --zone gpu041.brambling.example.cl --parent_zone master --parent_host icinga01.brambling.example.cl --trustedcert /var/lib/icinga2/certs/trusted-parent.crt --accept-commands --accept-config --disable-confd
curl -k -s -u root:{{password:icinga-api-password}} 'https://icinga01.brambling.example.cl:5665/v1/objects/hosts?filter=host.state!=0' | jq '.results[].name'
curl -s -X POST https://api.eu.opsgenie.com/v2/alerts -H "Content-Type: application/json" -H "Authorization: GenieKey {{opsgenie_api_key}}" -d '{"message":"test from jmunoz","priority":"P5"}'
sentry-cli --url https://sentry.brambling.example.cl info
sentry-cli releases new -p huemul-review "huemul-review@1.4.0"
sentry-cli --auth-token {{sentry_user}} releases set-commits huemul-review@1.4.0 --auto
docker compose -f ~/uptime-kuma/compose.yaml logs --tail 50
curl -s -u ":{{uptime_kuma_key}}" https://status.brambling.example.cl/metrics | grep monitor_status | head
