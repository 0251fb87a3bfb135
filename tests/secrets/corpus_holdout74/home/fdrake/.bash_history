mkstore -wrl /u01/app/oracle/wallet -create
mkstore -wrl /u01/app/oracle/wallet -createCredential DUNPRD app_etl {{password:oracle-password}}
mkstore -wrl /u01/app/oracle/wallet -listCredential
orapki wallet create -wallet /u01/app/oracle/wallet_tls -pwd {{password:oracle-wallet-password}} -auto_login
orapki wallet display -wallet /u01/app/oracle/wallet_tls
sqlplus /@DUNPRD
sqlplus system/{{password:oracle-password}}@DUNPRD as sysdba
expdp app_etl@DUNPRD schemas=HPCACCT directory=DP_DIR dumpfile=hpcacct_%U.dmp parallel=4
/opt/mssql-tools18/bin/sqlcmd -S mssql01.dunnock.example.nz -U sa -P '{{password:mssql-sa-password}}' -C -Q "SELECT @@VERSION"
sqlcmd -S mssql01 -U reporting -P "$MSSQL_REPORTING_PW" -C -Q "EXEC dbo.usp_monthly_usage"
redis-cli -h redis01 -p 6379 --user ops --pass {{password:redis-password}} ACL LIST
redis-cli -h redis01 -a "$REDISCLI_AUTH" INFO replication
redis-cli -h redis01 --user default ACL SAVE
clickhouse-client --host ch01 --user ops --password '{{password:clickhouse-password}}' -q "SELECT version()"
clickhouse-client --host ch01 --user ops --ask-password
echo -n 'x' | sha256sum
