source /etc/default/pbs-client
proxmox-backup-client list
proxmox-backup-client snapshot list host/login01
proxmox-backup-client backup root.pxar:/ --include-dev /home --keyfile /etc/proxmox-backup-client/encryption-key.json
proxmox-backup-client key show /etc/proxmox-backup-client/encryption-key.json
proxmox-backup-client key create --kdf none /etc/proxmox-backup-client/encryption-key.json
proxmox-backup-manager user generate-token svc-backup@pbs nightly-hosts
proxmox-backup-manager acl update /datastore/hosts DatastoreBackup --auth-id 'svc-backup@pbs!nightly-hosts'
PBS_PASSWORD={{uuid:pbs-api-token-secret}} proxmox-backup-client status --repository 'svc-backup@pbs!nightly-hosts@pbs01.whinchat.example.ie:8007:hosts'
bconsole
echo "status dir" | bconsole -c /etc/bacula/bconsole.conf
mtx -f /dev/sg3 status
sg_logs -a /dev/nst0 | grep -i clean
ssh vbr01 powershell -File C:\\scripts\\vbr_rest.ps1
openssl rand -base64 33
