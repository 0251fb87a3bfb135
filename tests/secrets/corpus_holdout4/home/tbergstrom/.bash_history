ceph -s
ceph osd df tree | head -40
ceph auth get-or-create client.backup mon 'allow r' osd 'allow rw pool=backup' -o ~/ceph/ceph.client.backup.keyring
ceph auth get client.admin
radosgw-admin user create --uid=hpcbackup --display-name="HPC backup" > ~/notes/rgw-user-create-hpcbackup.txt
radosgw-admin user info --uid=hpcbackup | jq .keys
radosgw-admin key create --uid=eliang --key-type=s3 --access-key={{s3_access_key:ceph-s3-access-key}} \
  --secret-key={{random40:ceph-s3-secret-key}}
mc alias set kestrel https://minio.kestrel.example.edu:9000 \
  kestrel-admin \
  {{password_url:minio-admin-password}}
mc admin info kestrel
mc admin user add kestrel svc-restic
b2 account authorize \
  {{b2_key_id:backblaze-key-id}} \
  {{b2_key:backblaze-application-key}}
b2 bucket list
export RESTIC_PASSWORD='{{password:restic-repository-password}}'
restic -r b2:kestrel-offsite:/home snapshots
restic -r b2:kestrel-offsite:/home check --read-data-subset=1/20
unset RESTIC_PASSWORD
borg init --encryption=repokey-blake2 ssh://borg@vault2.kestrel.example.edu/./etc-backup
BORG_PASSPHRASE='{{password:borg-passphrase}}' borg list ssh://borg@vault2.kestrel.example.edu/./etc-backup
borg key export ssh://borg@vault2.kestrel.example.edu/./etc-backup ~/keys/etc-backup.borgkey
lfs df -h /lustre/scratch
lctl get_param obdfilter.*.job_stats | head
mmlsfs gpfs01 -T
mmhealth cluster show
curl -k -u admin:{{password:gpfs-gui-password}} -X GET --header 'accept:application/json' 'https://gpfs-gui.kestrel.example.edu:443/scalemgmt/v2/filesystems/gpfs01/filesets'
crontab -l
