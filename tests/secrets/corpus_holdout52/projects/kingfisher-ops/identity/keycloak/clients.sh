#!/bin/bash
# create the OIDC clients of the hpc realm
kcadm.sh config credentials --server https://sso.kingfisher.example.nl --realm master --user tmpadm --password '{{password:keycloak-admin-password}}'
kcadm.sh create clients -r hpc -s clientId=ondemand -s enabled=true -s publicClient=false \
  -s 'redirectUris=["https://ondemand.kingfisher.example.nl/oidc"]' \
  -s secret={{alnum32:keycloak-client-secret}}
kcadm.sh create clients -r hpc -s clientId=coldfront -s publicClient=false -s secret="$COLDFRONT_OIDC_SECRET"
kcadm.sh get clients -r hpc --fields id,clientId
