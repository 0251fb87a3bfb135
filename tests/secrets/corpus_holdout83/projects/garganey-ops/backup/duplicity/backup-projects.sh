#!/bin/bash
# duplicity (GPG symetris) dari /projects ke IDrive e2 -- offsite copy
# https://duplicity.us/docs.html  (PASSPHRASE env, boto3+s3://)
export PASSPHRASE='{{password:duplicity-passphrase}}'
export AWS_ACCESS_KEY_ID={{s3_access_key:idrive-e2-access-key-id}}
export AWS_SECRET_ACCESS_KEY={{random40:idrive-e2-secret-key}}
# export PASSPHRASE='lama-2024-diganti'   <- yang lama, arsip sebelum 2025 sudah dihapus
duplicity --full-if-older-than 1M --s3-endpoint-url https://s3.jkt.idrivee2-12.com \
  /projects boto3+s3://garganey-offsite/projects
duplicity remove-older-than 6M --force boto3+s3://garganey-offsite/projects
unset PASSPHRASE AWS_SECRET_ACCESS_KEY
