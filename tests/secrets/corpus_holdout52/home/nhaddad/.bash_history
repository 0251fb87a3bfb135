ceph -s
ceph auth get-or-create client.cinder mon 'profile rbd' osd 'profile rbd pool=volumes'
radosgw-admin user info --uid=night-lidar
radosgw-admin key create --uid=night-lidar --key-type=s3 --gen-access-key --gen-secret
lfs df -h /scratch
lctl get_param osc.*.max_dirty_mb
mc alias set kfminio https://minio.kingfisher.example.nl kfadmin '{{password:minio-root-password}}'
mc admin info kfminio
ssh admin@ontap01-mgmt "volume show -vserver svm_home -fields size,used"
restic -r s3:s3.eu-west-1.amazonaws.com/kingfisher-offsite/home snapshots
