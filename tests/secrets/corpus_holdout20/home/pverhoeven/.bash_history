patronictl -c /etc/patroni/patroni.yml list
patronictl -c /etc/patroni/patroni.yml switchover --leader pg-ha-1 --candidate pg-ha-2 --force
curl -s -u patroni:{{password:patroni-rest-password}} -X POST https://pg-ha-1.shag.example.edu:8008/restart
mysqlsh --uri clusteradmin:{{password14:mysql-password}}@mysql-ic-1.shag.example.edu:3306 -- cluster status
mongosh "mongodb://dbaas_admin:{{password_url:mongodb-password}}@mongo-rs-0.shag.example.edu:27017,mongo-rs-1.shag.example.edu:27017/admin?replicaSet=rs0&tls=true"
redis-cli -h redis.shag.example.edu --user default --pass {{alnum32:redis-password}} ACL LIST
vault login -method=userpass username=pverhoeven
export VAULT_TOKEN={{vault}}
vault read database/creds/radar-picks-ro
pgbackrest --stanza=shag info
openssl rand -base64 756 > /etc/mongodb/keyfile
psql -h pg-ha.shag.example.edu -U postgres -c "ALTER ROLE saasland PASSWORD 'SCRAM-SHA-256\$4096:...'"
