#!/bin/bash
# Register the OIDC clients of the user portals in realm "turnstone" (run on sso1)
set -euo pipefail
KC=/opt/keycloak/bin/kcadm.sh
$KC config credentials --server https://sso.turnstone.example.org --realm master --user tmpadmin --password "$KC_ADMIN_PW"

$KC create clients -r turnstone -s clientId=ood -s enabled=true -s publicClient=false \
  -s 'redirectUris=["https://ondemand.turnstone.example.org/oidc"]' \
  -s secret={{alnum32:keycloak-client-secret}}
$KC create clients -r turnstone -s clientId=grafana -s enabled=true -s publicClient=false \
  -s 'redirectUris=["https://grafana.turnstone.example.org/login/generic_oauth"]'
$KC get clients -r turnstone --fields id,clientId
