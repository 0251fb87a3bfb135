sudo systemctl restart sftpgo
sudo journalctl -u sftpgo -n 200 --no-pager
curl -s -H "X-SFTPGO-API-KEY: {{goosander_sftpgo_api_key}}" https://transfer.goosander.example.ca:8443/api/v2/users?limit=100 | jq '.[].username'
sftpgo resetprovider --config-dir /etc/sftpgo
globus login --no-local-server
globus endpoint show 4c7e9a1b-3d5f-4a8c-9e2b-6d0f8a1c3e5b
globus transfer 91b3d5f7-2a4c-4e6a-8c0b-1d3f5a7c9e2b:/project/kilonova-followup/ a2c4e6b8-0d1f-4b3a-9c5e-7f9a1b3d5c7e:/nearline/kilonova-followup/ --recursive --label test
asnodeadmin -a -u node_goose -p {{password14:aspera-node-api-password}} -x xfer_goose
asnodeadmin -l
ascp -P 33001 -T -l 500m /tmp/1G.bin xfer_goose@hsts.goosander.example.ca:/incoming/
mysql -h mariadb02 -u proftpd -p'{{password:proftpd-sql-password}}' proftpd -e 'select userid from ftpuser'
sha256sum /root/gcs/deployment-key.json
rclone lsd cro-sftp:outbox
rclone config show cro-sftp
rclone obscure '{{password14:rclone-cro-plain-password}}'
filesender.py -v -r pharma-img@partner-pharma.example.com -a {{hex64:filesender-api-key}} -u guillaume.lavoie@goosander.example.ca bundle_2026-11.tar
RESTIC_PASSWORD='{{password:restic-repository-password}}' restic -r s3:https://s3-offsite.goosander.example.ca/ops-backup snapshots
