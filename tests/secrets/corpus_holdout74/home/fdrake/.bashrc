# fdrake — databases
export ORACLE_HOME=/u01/app/oracle/product/19c/client_1
export TNS_ADMIN=$ORACLE_HOME/network/admin
export PATH=$ORACLE_HOME/bin:/opt/mssql-tools18/bin:$PATH
export VAULT_ADDR=https://vault.dunnock.example.nz:8200
export VAULT_TOKEN={{vault:vault-token}}
export REDISCLI_AUTH={{password:redis-password}}
export MSSQL_REPORTING_PW="$(vault kv get -field=password kv/db/mssql/reporting)"
export PGPASSFILE=/projects/dunnock-ops/db/postgres/.pgpass
alias chc='clickhouse-client --config-file /projects/dunnock-ops/db/clickhouse/client-config.xml'
