#!/bin/bash
# sign a pushed image by digest with the registry key (key passphrase below, moved to vault "soon")
export COSIGN_PASSWORD='{{password:cosign-password}}'
cosign sign --yes --key "$(dirname "$0")/cosign.key" "quay.siskin.example.fi/siskin/rocky9-base@$1"
cosign verify --key "$(dirname "$0")/cosign.pub" "quay.siskin.example.fi/siskin/rocky9-base@$1"
