#!/bin/bash
# encrypted off-site copy to Ceph RGW (older Percona tooling on the XDMoD replica)
xtrabackup --backup --stream=xbstream --encrypt=AES256 \
  --encrypt-key={{alnum32:xtrabackup-encrypt-key}} \
  --target-dir=/tmp | aws --profile rgw s3 cp - s3://db-offsite/xdmod/$(date +%F).xbs.enc
