radosgw-admin user create --uid=tern-vector --display-name="Anopheles genomes project" --max-buckets=20
radosgw-admin user info --uid=tern-vector > /tmp/tern-vector.json
radosgw-admin key create --uid=tern-vector --key-type=s3 --gen-access-key --gen-secret
radosgw-admin quota set --quota-scope=user --uid=tern-vector --max-size=200T
openstack ec2 credentials create --project noise-ccf
openstack ec2 credentials list -f value -c Access -c Project
mc alias set tern-minio https://minio.tern.example.edu MBC1AYOL8BEK2DJXL3ZG "$MINIO_SECRET"
mc admin info tern-minio
mc admin user svcacct add tern-minio backup-bot --access-key backupbot01 --secret-key {{random40:minio-service-account-secret}}
garage -c /etc/garage.toml status
garage key create noisepy-ccf
warp mixed --host=rgw.tern.example.edu --tls --access-key="$WARP_AK" --secret-key="$WARP_SK" --duration=5m --obj.size=4MiB
s5cmd --endpoint-url https://s3.seaweed.tern.example.edu ls s3://lab-scratch/
