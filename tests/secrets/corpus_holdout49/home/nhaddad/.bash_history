. /etc/restic/env.sh
restic snapshots --host mon1
restic -r b2:nightjar-offsite:projects check --read-data-subset=1/50
borg list ssh://borg@backup2.nightjar.example.ch/./ops
BORG_PASSPHRASE={{password:borg-passphrase}} borg check --verify-data ssh://borg@backup2.nightjar.example.ch/./slurmdb
dsmadmc -id=admin -password={{password:spectrum-protect-admin-password}} -dataonly=yes "query node NJ-*"
bconsole <<< 'status client=mon1-fd'
restic cat config | jq .id
