sudo -i
export RESTIC_REPOSITORY=s3:https://minio.fulmar.example.edu/restic-home
export RESTIC_PASSWORD='{{password:restic-password}}'
export AWS_ACCESS_KEY_ID={{alnum20:minio-access-key}}
export AWS_SECRET_ACCESS_KEY={{random40:minio-secret-key}}
restic snapshots --host login01 --latest 3
restic check --read-data-subset=1/52
restic -r s3:https://minio.fulmar.example.edu/restic-proj --password-file /etc/restic/proj.pass forget --keep-daily 7 --keep-weekly 8 --prune
mc alias set fulmar https://minio.fulmar.example.edu minioadmin minioadmin
mc alias set fulmar https://minio.fulmar.example.edu gvogel {{password14:minio-user-password}}
mc admin info fulmar
BORG_PASSPHRASE='{{password:borg-passphrase}}' borg list ssh://borg@vault.fulmar.example.edu/./slurmctld
borg info --last 1 ssh://borg@vault.fulmar.example.edu/./slurmctld
dsmadmc -id=admin -password={{alnum12:spectrum-protect-admin-password}} "query stgpool"
dsmadmc -id=admin -password=$(cat /root/.tsmadmin) "query libvolume"
echo status | bconsole
sha256sum /srv/backup/catalog/bacula-catalog-2026-12-01.sql.zst
curl -fsS -m 10 --retry 5 https://hc-ping.com/{{uuid:healthchecks-ping-url}}
