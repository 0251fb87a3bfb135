sudo -iu postgres psql -c "select pid, usename, state from pg_stat_activity"
patronictl -c /etc/patroni/patroni.yml list
mysql -h db1.hornbill.example.net -u root -p'{{password:mariadb-root-password}}' -e "SHOW STATUS LIKE 'wsrep_cluster_size'"
redis-cli --tls -h 10.44.3.21 -a {{password:redis-password}} --no-auth-warning info replication
mongosh "mongodb://admin:$(pass show db/mongo-admin)@mongo1.hornbill.example.net/admin?tls=true"
cypher-shell -a neo4j://neo4j.hornbill.example.net:7687 -u neo4j -p '{{password:neo4j-password}}' "SHOW DATABASES"
clickhouse-client --host ch1.hornbill.example.net --secure --user jobstats --password "$CH_PW" -q "select count() from slurm.jobs"
influx auth create --org hornbill --read-bucket 4d2f8a1c9e3b7065 --description telegraf-ro
influx auth list --json | jq '.[].id'
cqlsh -u cassandra_admin cass1.hornbill.example.net --ssl
nodetool status
git log --oneline -5
