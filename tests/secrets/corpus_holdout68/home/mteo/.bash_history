psql -h pg-primary.goldcrest.example.sg -U postgres -c "select usename, passwd like 'SCRAM%' from pg_shadow"
psql "postgresql://gitea:{{password:gitea-db-password}}@pgbouncer.goldcrest.example.sg:6432/gitea?sslmode=require" -c '\dt'
psql -p 6432 -h pgbouncer.goldcrest.example.sg -U mteo pgbouncer -c 'SHOW POOLS;'
redis-cli -h redis01.goldcrest.example.sg -a {{password:redis-password}} --no-auth-warning info replication
redis-cli -h redis02.goldcrest.example.sg --user orthanc-cache --askpass ping
redis-cli -h redis02 ACL GETUSER gitea
clickhouse-client --host ch01.goldcrest.example.sg --user ingest --password {{password:clickhouse-password}} --query "SELECT count() FROM slurm_acct.jobs"
clickhouse-client --query "SELECT hex(SHA256('...'))"
pgbackrest --stanza=goldcrest-pg16 info
sudo -u postgres patronictl -c /etc/patroni/patroni.yml list
