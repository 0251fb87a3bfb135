sudo -i
radosgw-admin user create --uid=rail-delays --display-name="rail-delays project" --max-buckets=20
radosgw-admin user info --uid=rail-delays > /root/rgw-users/rail-delays.json
radosgw-admin key create --uid=hsm-copytool --key-type=s3 \
  --access-key={{s3_access_key:ceph-rgw-access-key}} \
  --secret-key={{random40:ceph-rgw-secret-key}}
ceph auth get-or-create client.backup mon 'allow r' osd 'allow rwx pool=backup' -o /etc/ceph/ceph.client.backup.keyring
ceph dashboard ac-user-create bnovak -i /root/dash-pw.txt administrator
mc admin info archive-minio
mc alias set rgw-test https://s3-test.gannet.internal \
  {{s3_access_key:ceph-rgw-access-key}} \
  {{random40:ceph-rgw-secret-key}}
kopia repository connect s3 --bucket=gannet-kopia --endpoint=s3.gannet.example.edu --access-key=$KOPIA_AK --secret-access-key=$KOPIA_SK
kopia snapshot list /gannet/home
bconsole
rbh-report -f /etc/robinhood.d/lustre1.conf --top-users
lfs hsm_state /gannet/projects/climate-old/run042.nc
mount -t cifs //instruments.gannet.internal/cryo /mnt/cryo -o credentials=/etc/cifs/instruments.cred,vers=3.0
history | grep secret
