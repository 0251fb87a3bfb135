#!/bin/bash
# lab web roots -> object store, encrypted by Duplicati (AES-256, passphrase below)
duplicati-cli backup \
  "s3://duplicati-web/blackcap?s3-server-name=s3gw.blackcap.example.nz&use-ssl=true" \
  /srv/www /etc/nginx \
  --passphrase="{{password:duplicati-passphrase}}" \
  --auth-username={{s3_access_key:object-store-access-key}} \
  --auth-password={{aws_secret:object-store-secret-key}} \
  --send-mail-to=storage-team@blackcap.example.nz \
  --send-mail-url=smtp://smtp.blackcap.example.nz:587 \
  --send-mail-username=duplicati \
  --send-mail-password='{{password:smtp-password}}' \
  --keep-time=90D \
  --dbpath=/var/lib/duplicati/web.sqlite
# web UI on bkp1:8200 (started by duplicati.service with --webservice-password)
# ExecStart=/usr/bin/duplicati-server --webservice-interface=any --webservice-password={{password:duplicati-webservice-password}}
