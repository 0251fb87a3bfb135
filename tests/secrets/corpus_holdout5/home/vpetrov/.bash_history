mysql -u root -p
mysqldump -u coldfront -p'{{password:mysql-password}}' --single-transaction coldfront | zstd > /backup/dumps/coldfront-$(date +%F).sql.zst
mysqldump --defaults-extra-file=/root/.backup.cnf --all-databases > all.sql
pgbackrest --stanza=xdmod --type=full backup
pgbackrest info
bconsole
export CONTROLLER_HOST=https://awx.ibis.example.edu
export CONTROLLER_OAUTH_TOKEN={{alnum30:awx-oauth-token}}
awx job_templates launch 'Patch login nodes' --monitor
curl -k -H 'Authorization: PVEAPIToken=root@pam!backup={{uuid:proxmox-api-token-secret}}' https://pve1.ibis.example.edu:8006/api2/json/nodes
export GCS_CLI_CLIENT_ID=4b9f7e2a-1c3d-4e5f-8a6b-7c8d9e0f1a2b
export GCS_CLI_CLIENT_SECRET={{globus_secret:globus-client-secret}}
globus-connect-server endpoint show
mmlsfs gpfs0
lfs quota -h -u aokafor /lustre
age -d -i ~/.config/age/keys.txt secrets.tar.age | tar x
sha256sum /backup/dumps/*.zst
