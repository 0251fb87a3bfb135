restic snapshots --compact
restic -r rest:https://restic:{{password_url:restic-rest-server-password}}@rest.lapwing.example.org:8000/scratch/ snapshots
restic check --read-data-subset=1/20
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
restic restore 4389e0a7 --target /tmp/restore --include /home/jtakahashi/isaacgym
borg list ::
borg info ::projects-2024-11-12T02:00:01
borg key export :: /root/borg-projects.key
sudo bconsole
echo "status dir" | sudo bconsole
dsmadmc -id=admin -password={{password:storage-protect-admin-password}} -dataonly=yes "query session"
dsmadmc -id=admin -password=$(cat /root/.tsmpw) "query node f=d"
dsmc query backup "/project/*" -subdir=yes -inactive
aws glacier list-vaults --account-id - --profile archive
aws s3api restore-object --bucket lapwing-deep-archive --key 2019/solps.tar.zst --restore-request Days=7,GlacierJobParameters={Tier=Bulk} --profile archive
