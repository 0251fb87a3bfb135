#!/bin/bash
# Create the S3 storage gateway and its mapped collection (run once, as root on dtn01)
set -euo pipefail
source /root/gcs-setup.env
globus-connect-server storage-gateway create s3 \
  "Gannet object store" \
  --domain gannet.example.edu \
  --s3-endpoint https://s3.gannet.example.edu \
  --s3-user-credential \
  --bucket project-archive
globus-connect-server collection create 5f1e2d3c-4b5a-4697-8877-66554433aa11 / "Gannet S3 archive"
# each user then adds their own keys: globus-connect-server user-credential s3-keys add ...
