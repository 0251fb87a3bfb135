#!/bin/bash
# nightly dump of the cryoSPARC database (MongoDB on port base+1)
set -euo pipefail
STAMP=$(date +%F)
mongodump --host localhost --port 39001 --username cryosparc_admin \
  --password "$(cat /cryosparc/.db_password)" --authenticationDatabase admin \
  --db meteor --gzip --archive=/backup/cryosparc/meteor-$STAMP.gz
sha256sum /backup/cryosparc/meteor-$STAMP.gz >> /backup/cryosparc/SHA256SUMS
