mysql -h galera2.bunting.example.ca -uroot -p'{{password:mariadb-root-password}}' -e "SHOW STATUS LIKE 'wsrep_cluster_size'"
mysql -e "SHOW STATUS LIKE 'wsrep_local_state_uuid'"
maxctrl list servers
maxpasswd /var/lib/maxscale 'not-the-real-one'
redis-cli -h redis1.bunting.example.ca -a '{{password:redis-password}}' --no-auth-warning info replication
export REDISCLI_AUTH={{password:redis-password}}
redis-cli -h redis1.bunting.example.ca ACL LIST
mongosh "mongodb://clusterAdmin:{{password_url:mongodb-password}}@mongo1.bunting.example.ca:27017,mongo2.bunting.example.ca:27017/admin?replicaSet=rs-coldfront&tls=true"
mongosh --host mongo1.bunting.example.ca -u clusterAdmin -p --authenticationDatabase admin
atlas clusters list --projectId 65f1c0a2b3d4e5f6a7b8c9d0
openssl rand -base64 756 > /etc/mongodb/keyfile && chmod 400 /etc/mongodb/keyfile
export VAULT_ADDR=https://vault.bunting.example.ca:8200
export VAULT_TOKEN={{vault_token:vault-token}}
vault kv get -field=password secret/db/galera-root
redis-cli -h redis2.bunting.example.ca --user xdmod_cache --pass '{{password:redis-password}}' --no-auth-warning ping
