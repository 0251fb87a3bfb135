#!/bin/bash
# Publish the centre's internal packages (lmod site modules, slurm plugins) to S3.
# Signing key: 0x3B7E9A41C2D8F065 "Yellowhammer packages <rc-packages@yellowhammer.example.ca>"
set -euo pipefail
SNAP=yh-internal-$(date +%Y%m%d)
aptly repo add yh-internal /srv/incoming/*.deb
aptly snapshot create "$SNAP" from repo yh-internal
aptly publish switch -gpg-key=3B7E9A41C2D8F065 \
    -passphrase-file=/projects/yellowhammer-ops/ci/aptly/gpg-passphrase -batch \
    noble s3:yh-apt: "$SNAP"
