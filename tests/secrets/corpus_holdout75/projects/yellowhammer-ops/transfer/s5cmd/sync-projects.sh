#!/bin/bash
# Nightly: push closed projects from Lustre to the SeaweedFS S3 gateway, 256 workers.
# cron: 15 1 * * * /projects/yellowhammer-ops/transfer/s5cmd/sync-projects.sh
set -euo pipefail
export S3_ENDPOINT_URL=https://s3-cold.yellowhammer.example.ca:8333
export AWS_ACCESS_KEY_ID={{s3_access_key}}
export AWS_SECRET_ACCESS_KEY={{aws_secret:object-store-secret-key}}
export AWS_REGION=us-east-1

for p in $(lfs find /lustre/projects -maxdepth 1 -type d -name '*.closed'); do
    name=$(basename "$p" .closed)
    s5cmd --numworkers 256 --log error sync --size-only "$p/*" "s3://projects/$name/"
    s5cmd ls "s3://projects/$name/*" | wc -l > "/var/log/s5cmd/$name.count"
done
