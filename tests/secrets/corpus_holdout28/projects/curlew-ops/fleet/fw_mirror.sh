#!/bin/bash
# Mirror vendor firmware bundles into the internal repository (Artifactory generic repo fw-local).
set -euo pipefail
ART=https://artifactory.curlew.example.ac.uk/artifactory/fw-local
while read -r name sha256 url; do
  curl -sfL -o "/tmp/$name" "$url"
  echo "$sha256  /tmp/$name" | sha256sum -c -
  curl -sf -H "X-JFrog-Art-Api: {{artifactory:artifactory-api-key}}" -T "/tmp/$name" "$ART/$name"
done <<'LIST'
HGX_H100_FW_24.04.fwpkg e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 https://vendor.example.com/hgx/HGX_H100_FW_24.04.fwpkg
BMC_X13_01.04.17.bin 2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae https://vendor.example.com/x13/BMC_X13_01.04.17.bin
LIST
