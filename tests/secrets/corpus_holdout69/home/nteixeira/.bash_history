echo "status dir" | bconsole
echo "list volumes pool=Tape-Monthly" | bconsole
mtx -f /dev/tape/by-id/scsi-3500110a00104b5a0 status | head -20
dsmadmc -id=admin -password={{bullfinch_tsm_password}} "query libvolume TS4500LIB"
dsmadmc -id=admin -password=$TSM_ADMIN_PW "query replication GPFS-HOME01"
psql -h bf-backup-db -U bacula bacula -c "select jobid,job,jobstatus from job order by jobid desc limit 10"
PGPASSWORD='{{password:bacula-catalog-password}}' pg_dump -h bf-backup-db -U bacula bacula | gzip > /srv/dumps/bacula-$(date -I).sql.gz
bacula-dir -t -c /opt/bacula/etc/bacula-dir.conf
sha256sum /srv/dumps/bacula-2026-03-11.sql.gz
