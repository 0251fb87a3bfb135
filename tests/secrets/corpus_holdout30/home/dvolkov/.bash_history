patronictl -c /etc/patroni/patroni.yml list
patronictl -c /etc/patroni/patroni.yml switchover --leader pg-01 --candidate pg-02 --force
pgbackrest --stanza=pg-main --type=full backup
clickhouse-client --host ch-01.sanderling.example.org --secure --user supplychain --password '{{password:clickhouse-password}}' --query "SELECT count() FROM ais.positions"
redis-cli --tls -h redis-vip.sanderling.example.org -a '{{alnum32:redis-password}}' --no-auth-warning info replication
psql "postgresql://cp_dashboard:{{password_url:cycling-db-password}}@pg-vip.sanderling.example.org:5432/cycling?sslmode=require" -c '\dt'
influx auth list --org sanderling
mongosh --eval 'rs.status().members.map(m => m.stateStr)'
mysql -e 'SHOW REPLICA STATUS\G'
vault read database/creds/psha-readonly
