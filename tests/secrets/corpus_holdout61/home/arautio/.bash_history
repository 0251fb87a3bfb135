sudo dsctl siskin status
dsconf siskin backend suffix list
dsconf -D "cn=Directory Manager" -w '{{password:389ds-directory-manager-password}}' ldaps://ds02.siskin.example.fi:636 replication monitor
dsconf -D "cn=Directory Manager" -y ~/.dm_pw ldaps://ds02.siskin.example.fi:636 backend suffix list
dsconf siskin repl-agmt create --suffix dc=siskin,dc=example,dc=fi --host ds02.siskin.example.fi --port 636 --conn-protocol LDAPS --bind-dn "cn=replication manager,cn=config" --bind-passwd '{{password:389ds-replication-password}}' --bind-method SIMPLE --init ds01-to-ds02
dsconf siskin repl-agmt poke --suffix dc=siskin,dc=example,dc=fi ds01-to-ds02
ldapsearch -H ldaps://ds01.siskin.example.fi -x -D "uid=arautio,ou=people,dc=siskin,dc=example,dc=fi" -W -b ou=people,dc=siskin,dc=example,dc=fi "(uid=tnkosi)" memberOf
curl -s -X POST https://pi.siskin.example.fi/auth -d username=admin -d password='{{password:privacyidea-admin-password}}' | jq -r .result.value.token
curl -s -H "Authorization: {{privacyidea_jwt}}" "https://pi.siskin.example.fi/token/?user=tnkosi&realm=siskin"
pi-manage admin list
pi-manage create_enckey
pi-manage create_audit_keys
radtest -t mschap arautio-test '{{password:radius-user-password}}' localhost 0 "$(sudo awk '/secret/{print $3; exit}' /etc/raddb/clients.conf)"
sudo radiusd -X | tee /tmp/radiusd-debug.log
sudo systemctl restart radiusd
