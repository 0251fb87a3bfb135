pcp_node_info -h pgpool -p 9898 -U pgpool -n 0
pg_enc -m -k /etc/pgpool-II/.pgpoolkey -f /etc/pgpool-II/pgpool.conf -u catdb -p
pg_md5 --md5auth --username=pgpool_hc -p
wal-g backup-list --config /etc/wal-g/walg.json
wal-g backup-push /var/lib/pgsql/16/data --config /etc/wal-g/walg.json
mysql -h 127.0.0.1 -P 6032 -u admin -p'{{password:proxysql-admin-password}}' -e 'SELECT * FROM runtime_mysql_servers'
orchestrator-client -c topology -i mysql-research-01:3306
psql "postgresql://psalonen:{{password_url:postgres-dba-password}}@pg-research-01.smew.example.fi/postgres" -c 'select pg_is_in_recovery()'
kubectl -n dbaas get secret pg-catalysis-app -o jsonpath='{.data.password}' | base64 -d
curl -s -u dba:{{password:orchestrator-http-password}} https://orchestrator.smew.example.fi/api/clusters | jq .
export WALG_LIBSODIUM_KEY={{hex64:walg-libsodium-key}}
wal-g backup-fetch /var/lib/pgsql/16/restore LATEST --config /etc/wal-g/walg.json
pgbouncer -R /etc/pgbouncer/pgbouncer.ini
