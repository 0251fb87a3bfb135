garage key create velero-k8s
garage bucket allow --read --write velero --key velero-k8s
velero install --provider aws --plugins velero/velero-plugin-for-aws:v1.10.0 --bucket velero --secret-file ./credentials-velero --backup-location-config region=garganey,s3ForcePathStyle=true,s3Url=https://s3.garganey.example.id
kopia repository connect server --url=https://kopia.garganey.example.id:51515 --server-cert-fingerprint=9f3c1d... --override-username=esaputra --override-hostname=laptop-eko
kopia snapshot create ~/Documents
tarsnap -c -f etc-$(date +%F) --keyfile /root/tarsnap-config.key /etc
rsync -av --password-file=/root/.rsync.pass pullbackup@backup01.garganey.example.id::homes /srv/pull/
PBS_PASSWORD='{{garganey_pbs_token}}' proxmox-backup-client list --repository 'backup@pbs!hostsync@pbs.garganey.example.id:store-ssd'
mc alias set garage https://s3.garganey.example.id GK9c8b7a6f5e4d3c2b1a0f9e8d {{hex64:garage-secret-key}}
