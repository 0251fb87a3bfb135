#!/bin/bash
# Bulk-create the CILogon identity-provider mapper and the ondemand client scopes
KC=/opt/keycloak/bin/kcadm.sh
$KC config credentials --server https://login.stilt.example.org --realm master --user admin \
  --password '{{password:admin-password}}'
$KC create identity-provider/instances/cilogon/mappers -r stilt -s name=eppn \
  -s identityProviderAlias=cilogon -s identityProviderMapper=oidc-user-attribute-idp-mapper \
  -s 'config={"claim":"eppn","user.attribute":"eppn","syncMode":"INHERIT"}'
$KC get clients -r stilt --fields clientId,id
