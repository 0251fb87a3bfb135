#!/bin/bash
# Nightly restic backup of the SFTPGo and Keycloak databases to the offsite S3 bucket
set -euo pipefail
export RESTIC_REPOSITORY=s3:https://s3-offsite.goosander.example.ca/ops-backup
export RESTIC_PASSWORD='{{password:restic-repository-password}}'
export AWS_ACCESS_KEY_ID={{s3_access_key:ceph-s3-access-key}}
export AWS_SECRET_ACCESS_KEY={{aws_secret:ceph-s3-secret-key}}

pg_dump -h pg-ops.goosander.example.ca -U backup sftpgo | restic backup --stdin --stdin-filename sftpgo.sql
pg_dump -h pg-ops.goosander.example.ca -U backup keycloak | restic backup --stdin --stdin-filename keycloak.sql
restic forget --keep-daily 14 --keep-weekly 8 --prune
# snapshot ids (e.g. 4f3c2a1b) are short hashes, not secrets
