#!/bin/bash
# S3 storage resource behind the compound resource; keys file is read by the S3 plugin
vault kv get -field=access_key secret/datastore/rgw-irods >  /var/lib/irods/s3.keypair
vault kv get -field=secret_key secret/datastore/rgw-irods >> /var/lib/irods/s3.keypair
chmod 600 /var/lib/irods/s3.keypair
iadmin mkresc s3Resc s3 irods.godwit.example.edu.au:/godwit-irods/vault \
  "S3_DEFAULT_HOSTNAME=rgw.godwit.example.edu.au;S3_AUTH_FILE=/var/lib/irods/s3.keypair;S3_REGIONNAME=default;S3_RETRY_COUNT=3;S3_PROTO=HTTPS;HOST_MODE=cacheless_attached"
