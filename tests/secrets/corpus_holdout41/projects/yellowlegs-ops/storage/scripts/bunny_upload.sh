#!/bin/bash
# Upload to the Bunny Edge Storage zone; AccessKey is the *storage zone password*, not the account key.
ZONE=yellowlegs-training-media
STORAGE_PASSWORD={{bunny_key:bunny-storage-password}}
READONLY_PASSWORD=  # read-only password left empty on purpose
for f in "$@"; do
  curl --fail -X PUT "https://storage.bunnycdn.com/${ZONE}/courses/$(basename "$f")" \
    -H "AccessKey: ${STORAGE_PASSWORD}" -H "Content-Type: application/octet-stream" \
    --data-binary @"$f"
done
