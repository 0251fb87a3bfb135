tctl tokens add --type=node --ttl=1h
tctl tokens ls
tctl auth sign --user=ansible --format=file --out=ansible-identity --ttl=720h
tsh login --proxy=teleport.hpc.plover.example.edu --user=twrona
curl -s -X POST https://kasm.hpc.plover.example.edu/api/public/get_users -H 'Content-Type: application/json' -d '{"api_key":"'$KASM_KEY'","api_key_secret":"{{alnum32:kasm-api-key-secret}}"}'
docker exec -it guacamole-mysql mysql -u guacamole_user -p guacamole_db
echo {{hex32:teleport-join-token}} | sudo tee /var/lib/teleport/token
sudo systemctl restart teleport
