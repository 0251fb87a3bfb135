#!/bin/bash
# nightly: disable Keycloak users whose IPA account is disabled (service account client "ops-sync")
set -euo pipefail
KC=/opt/keycloak/bin/kcadm.sh
$KC config credentials --server https://sso.stonechat.example.ie --realm stonechat \
    --client ops-sync --secret '{{alnum32:keycloak-client-secret}}'
for u in $(ipa user-find --disabled=true --raw | awk '/uid:/ {print $2}'); do
    id=$($KC get users -r stonechat -q username="$u" --fields id --format csv --noquotes)
    [ -n "$id" ] && $KC update users/"$id" -r stonechat -s enabled=false
done
