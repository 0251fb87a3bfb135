#!/bin/bash
# Download one Sentinel-1 product from the Copernicus Data Space Ecosystem by its UUID
set -euo pipefail
PRODUCT=$1
ACCESS=$(curl -s -d 'client_id=cdse-public' -d 'username=sigridur.jonsdottir@phalarope.example.org' \
  -d 'password={{password:copernicus-dataspace-password}}' -d 'grant_type=password' \
  https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token | jq -r .access_token)
curl -L -H "Authorization: Bearer $ACCESS" \
  "https://zipper.dataspace.copernicus.eu/odata/v1/Products(${PRODUCT})/\$value" -o "/scratch/sjonsdottir/s1/${PRODUCT}.zip"
