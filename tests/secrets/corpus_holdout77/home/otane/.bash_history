sudo systemctl restart couchdb
curl -s http://ops:{{password_url:couchdb-admin-password}}@127.0.0.1:5984/_up
valkey-cli --tls -h valkey1.blackcap.example.nz -p 6380 --user ingest --pass {{hex64:valkey-acl-password}} ping
valkey-cli --tls -h valkey1 -p 6380 ACL GENPASS
psql "postgresql://postgres@pg-research.blackcap.example.nz/postgres" -f create_roles.sql
barman check pg-research
cqlsh --ssl
vmauth -auth.config=/etc/vmauth/vmauth.yml -httpListenAddr=:8427
mgconsole --username admin --password '{{password:memgraph-admin-password}}' --host memgraph.blackcap.example.nz
arangodump --server.username root --server.password "$(cat /root/.arango_root)" --output-directory /backup/arango/species-2026-11-30
