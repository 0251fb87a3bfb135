sudo -i
source /etc/restic/restic.env
restic snapshots --latest 3
restic check --read-data-subset=1/30
export RESTIC_PASSWORD='{{password:restic-password}}'
restic -r b2:redstart-projects-offsite:restic stats
b2 account authorize "$B2_ACCOUNT_ID" {{b2_key}}
b2 bucket list
borg list ssh://borg@vault.redstart.example.se/./admin-hosts
BORG_PASSPHRASE='{{password:borg-passphrase}}' borg info ssh://zh4179@zh4179.rsync.net/./redstart-admin
bconsole <<< "status director"
echo "list jobs last" | bconsole
aws s3 ls s3://redstart-restic-home --endpoint-url https://s3.eu-central-2.wasabisys.com --profile wasabi
