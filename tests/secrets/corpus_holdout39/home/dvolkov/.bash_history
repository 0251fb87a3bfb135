sudo systemctl restart openvpn-server@server
sudo tail -f /var/log/openvpn/status.log
echo '{{password:anyconnect-password}}' | sudo openconnect --protocol=anyconnect --user=dvolkov --passwd-on-stdin vpn2.partner-hospital.example.com
openconnect --authenticate --user=dvolkov vpn.willet.example.org
tctl tokens add --type=node --ttl=1h
tctl tokens ls
teleport start --roles=node --token={{hex32:teleport-join-token}} --auth-server=teleport.willet.example.org:443
tsh login --proxy=teleport.willet.example.org --user=dvolkov
tctl auth sign --user=svc-backup --format=file --out=svc-backup.pem --ttl=720h
sudo /usr/NX/bin/nxserver --status
sudo /usr/NX/bin/nxserver --userlist
sudo systemctl status fastx4
guacd -v
wg show
