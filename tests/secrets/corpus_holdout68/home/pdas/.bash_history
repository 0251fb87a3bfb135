ssh root@fw01.goldcrest.example.sg
opn-cli plugin installed
opn-cli firewall alias list | head
curl -sk -u "$OPN_KEY:$OPN_SECRET" https://fw01.goldcrest.example.sg/api/core/firmware/status | jq .status
ssh hs01
sudo headscale users list
sudo headscale preauthkeys create --user netops --reusable --expiration 168h --tags tag:ci
sudo headscale apikeys create --expiration 90d
export HEADSCALE_CLI_ADDRESS=hs.goldcrest.example.sg:50443
export HEADSCALE_CLI_API_KEY={{headscale_api_key}}
headscale nodes list
sudo tailscale up --login-server https://hs.goldcrest.example.sg --authkey {{headscale_preauth_key}} --accept-routes
wg show wg0
snmpwalk -v3 -l authPriv -u netmon -a SHA -A {{password:snmpv3-auth-password}} -x AES -X "$SNMP_PRIV" fw01 sysUpTime
scp root@vpn02:/cf/conf/config.xml ~/netedge/pfsense/backups/vpn02-$(date +%F).xml
