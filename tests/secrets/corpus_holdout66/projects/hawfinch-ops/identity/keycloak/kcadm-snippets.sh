#!/bin/bash
# one-off commands kept for the runbook (run on sso01 as root)
set -euo pipefail
KC=/opt/keycloak/bin/kcadm.sh

$KC create clients -r hawfinch -s clientId=oncall -s enabled=true \
  -s clientAuthenticatorType=client-secret \
  -s secret={{alnum32:keycloak-client-secret}} \
  -s 'redirectUris=["https://oncall.hawfinch.example.kr/*"]'

# rotate the LDAP bind in the federation component (id from `get components`)
$KC update components/7e2a9c41-5f0b-4d38-a6e1-93c8b2d0f574 -r hawfinch \
  -s 'config.bindCredential=["{{password:ldap-bind-password}}"]'

$KC get clients -r hawfinch --fields clientId,secret | jq -r '.[] | "\(.clientId) \(.secret)"'
