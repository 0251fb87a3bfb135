systemctl status bacula-dir
echo "status dir" | bconsole
bconsole -c /etc/bacula/bconsole.conf
mtx -f /dev/sg12 status | head -30
stenc -f /dev/nst2 --detail
stenc -f /dev/nst2 -e on -k /opt/stilt/backup/tape/lto9.key -a 1 --ckod
dsmadmc -se=SP01 -id=admin -password={{password:tsm-password}} "q session"
dsmc q backup /gpfs/project/ -subdir=yes | tail
rclone lsd b2-archive:
restic -r s3:https://s3.eu-central-2.wasabisys.com/stilt-ops-restic snapshots
ssh vbr01 'Get-VBRJob | Select Name,IsScheduleEnabled'
