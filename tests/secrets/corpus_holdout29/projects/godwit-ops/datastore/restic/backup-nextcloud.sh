#!/bin/bash
# nightly restic backup of the Nextcloud database dump and config to the S3 gateway
set -euo pipefail
export RESTIC_REPOSITORY=s3:https://s3.godwit.example.edu.au/restic-nextcloud
export RESTIC_PASSWORD='{{password:restic-password}}'
export AWS_ACCESS_KEY_ID=restic-nc
export AWS_SECRET_ACCESS_KEY="$(cat /root/.restic-s3-secret)"
pg_dump -h nc-db.godwit.example.edu.au -U oc_admin nextcloud | gzip > /var/backups/nextcloud.sql.gz
restic backup /var/backups/nextcloud.sql.gz /var/www/nextcloud/config --tag nightly
restic forget --keep-daily 14 --keep-weekly 8 --prune
