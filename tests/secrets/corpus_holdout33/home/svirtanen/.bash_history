wg genkey | tee /tmp/priv | wg pubkey
sudo wg show wg0
sudo tailscale up --authkey={{tailscale}} --advertise-tags=tag:bastion --ssh
tailscale status
TOKEN=$(curl -sk -u wazuh-wui:'{{password:wazuh-api-password}}' -X POST "https://wazuh.greenshank.example.org:55000/security/user/authenticate?raw=true")
curl -sk -H "Authorization: Bearer $TOKEN" https://wazuh.greenshank.example.org:55000/agents?status=disconnected
sudo zeekctl deploy
sudo suricata-update list-enabled-sources
sudo geoipupdate -v
terraform -chdir=fortigate plan
ssh-keyscan -t ed25519 pa-edge1.greenshank.example.org
