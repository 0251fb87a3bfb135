ceph -s
ceph health detail
radosgw-admin user create --uid=sasl-archive --display-name="SASL recognition archive" > users/sasl-archive.json
radosgw-admin user info --uid=pulsar-survey | jq '.keys[0].access_key'
radosgw-admin bucket stats --bucket=driving-corners-artifacts
mc admin info bittern
mc alias set bittern https://minio.bittern.example.edu bittern-root {{password:minio-root-password}}
mc admin user svcacct add bittern rkaur --name clearml-artifacts
lfs df -h /lustre/scratch
lctl get_param mdt.*.job_stats | head -40
lfs changelog_clear scratch-MDT0000 cl1 0
beegfs-ctl --listtargets --nodetype=storage --state
mmlsfs gpfs0 -T
curl -k -u admin:{{password:storage-scale-gui-password}} -X GET "https://scale-gui.bittern.example.edu:443/scalemgmt/v2/filesystems/gpfs0/filesets?fields=:all:"
b2 account authorize
restic -r b2:bittern-offsite:/projects snapshots
