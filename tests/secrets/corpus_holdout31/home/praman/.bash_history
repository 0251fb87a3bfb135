mc admin info turnstone
mc admin user add turnstone svc-globus "$(pass show turnstone/minio-svc-globus)"
radosgw-admin user info --uid=speech-asr | jq '.keys[0].access_key'
radosgw-admin bucket stats --bucket=speech-asr
iinit
ils -L /turnstoneZone/home/praman
rclone sync /projects wasabi-dr: --transfers 32 --checkers 64 --fast-list
rclone cryptcheck /projects/icesheet-issm wasabi-dr:icesheet-issm
b2 account authorize
mc alias set wasabi-probe https://s3.eu-central-2.wasabisys.com "$WASABI_ACCESS_KEY" '{{aws_secret:wasabi-secret-key}}'
hsi -A keytab -k ~/.hpss/praman.keytab -l praman "du /home/p/praman"
globus-connect-server endpoint show
ceph -s
