radosgw-admin user create --uid=glider-raw --display-name="Marine group, glider raw data" --email=twierzbicki@greenfinch.example.is
radosgw-admin subuser create --uid=glider-raw --subuser=glider-raw:swift --access=read
radosgw-admin key create --subuser=glider-raw:swift --key-type=swift --gen-secret
radosgw-admin user info --uid=glider-raw > ~/ops/storage/ceph/rgw-users/glider-raw.json
radosgw-admin user create --uid=nextcloud --display-name=Nextcloud --access-key=NCPRIM7Q2M4P9R1T5V8W --secret="$(cat /root/rgw-nextcloud.secret)"
ceph auth get client.rgw.s3gw1
ceph -s
sudo -u www-data php occ user:add-app-password svc-backup
sudo -u www-data php occ user:resetpassword ncadmin
seaf-cli sync -l 4c1f8e27-b39d-4a60-9e15-d7a2c08f3b64 -s https://seafile.greenfinch.example.is -d /srv/sync/irminger -u svc-backup@greenfinch.example.is -p '{{password:seafile-user-password}}'
s3cmd ls s3://nextcloud-primary | head
rclone obscure -
docker compose -f seafile-server.yml up -d
