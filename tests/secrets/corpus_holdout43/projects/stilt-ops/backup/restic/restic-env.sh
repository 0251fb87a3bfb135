# source me: restic to Wasabi for the admin VMs' /etc and databases
export RESTIC_REPOSITORY=s3:https://s3.eu-central-2.wasabisys.com/stilt-ops-restic
export RESTIC_PASSWORD='{{password:backup-repository-passphrase}}'
export AWS_ACCESS_KEY_ID={{s3_access_key:s3-access-key}}
export AWS_SECRET_ACCESS_KEY={{aws_secret:s3-secret-key}}
# restic snapshots --host idp01 ; restic check --read-data-subset=5%
# snapshot ids look like 79766175 (short) or 79766175a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9d0e1f2
