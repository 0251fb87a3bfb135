#!/usr/bin/env bash
# upload one folder of scans as an IA item via the S3-like API
set -euo pipefail
ACCESS={{alnum16:internet-archive-access-key}}
SECRET={{alnum16:internet-archive-secret-key}}
ITEM="pipit-broadsides-1848-$1"
for f in scans/$1/*.tif; do
  curl --fail --location \
    --header "authorization: LOW $ACCESS:$SECRET" \
    --header 'x-archive-meta-collection:pipit-broadsides' \
    --header 'x-archive-queue-derive:0' \
    --upload-file "$f" "https://s3.us.archive.org/$ITEM/$(basename "$f")"
done
