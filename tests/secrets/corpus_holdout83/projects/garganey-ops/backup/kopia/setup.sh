#!/bin/bash
kopia repository create s3 --bucket=kopia-homes --endpoint=s3.garganey.example.id \
  --access-key=GK1a2b3c4d5e6f708192a3b4c5 --secret-key="$AWS_SECRET_ACCESS_KEY" \
  --password="$KOPIA_PASSWORD"
# users untuk client laptop admin (kopia server user add)
kopia server user add esaputra@laptop-eko --user-password='{{password:kopia-server-user-password}}'
kopia server user add rkusuma@laptop-ratna --user-password="$(pass show kopia/rkusuma)"
kopia server start --address=0.0.0.0:51515 --tls-cert-file=/etc/kopia/tls.crt --tls-key-file=/etc/kopia/tls.key
