#!/bin/bash
# nightly pull from the Lightsheet 7 acquisition PC (cron on dtn01)
set -euo pipefail
DAY=${1:-$(date -d yesterday +%F)}
mount -t cifs //z7-lightsheet.lab.whinchat.example.ie/D /mnt/z7 \
    -o credentials=/projects/lightsheet-zebrafish/transfer/.smbcredentials,ro,vers=3.0
rsync -a --checksum /mnt/z7/Data/$DAY/ /projects/lightsheet-zebrafish/raw/$DAY/
umount /mnt/z7
rclone copy /projects/lightsheet-zebrafish/raw/$DAY archive:raw/$DAY --s3-no-check-bucket
curl -fsS -m 10 https://hc.whinchat.example.ie/ping/{{uuid_key:healthchecks-ping-url}}
