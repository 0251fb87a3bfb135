sqlcmd -S mssql01.db.redstart.example.se -U sa -P '{{password:mssql-sa-password}}' -Q "SELECT @@VERSION"
clickhouse-client --host ch01.db.redstart.example.se --secure --user default --password '{{password:clickhouse-password}}' --query "SELECT version()"
influx config create --config-name redstart --host-url https://influx.db.redstart.example.se:8086 --org redstart --token {{influxdb}} --active
influx auth list --json | jq '.[].id'
psql "postgresql://tsadmin:{{password:postgres-password}}@tsdb.db.redstart.example.se:5432/metrics?sslmode=require" -c '\dx'
sqlplus / as sysdba
echo -n 'newpassword' | sha256sum
