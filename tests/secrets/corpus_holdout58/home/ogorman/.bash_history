lfs df -h /lustre
lctl get_param osc.*.stats | head
lfs quota -h -p 2001 /lustre
lfs setquota -p 2001 -B 40T /lustre
lctl --device MGS llog_print lustre-client | tail
iinit
iadmin mkuser svc_ingest rodsuser
iadmin moduser svc_ingest password '{{password:irods-user-password}}'
iadmin lu svc_ingest
ils /stonechatZone/projects/oldirish-glosses
mysql -u robinhood -p'{{password:robinhood-db-password}}' robinhood_lustre -e 'select count(*) from ENTRIES;'
rbh-report -f /etc/robinhood.d/lustre.conf --top-users --count-min 1000
export GCS_CLI_CLIENT_ID=5b2e9c17-8d4f-4a36-b0e1-7c3f9a2d6e58
export GCS_CLI_CLIENT_SECRET='{{globus_secret:globus-client-secret}}'
globus-connect-server endpoint show
globus-connect-server storage-gateway list
globus-connect-server collection list
mc alias set s3gw https://s3.stonechat.example.ie stonechat-admin
mc admin info s3gw
ssh oss05 'zpool status -x'
