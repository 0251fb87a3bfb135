#!/bin/sh
# Copernicus Data Space: an access token from the password grant (client_id cdse-public is
# the documented public client of the Data Space, not a secret).
curl -s -d 'client_id=cdse-public' \
  -d 'username=astrid.nyberg@eider.example.edu' \
  -d 'password={{password14:copernicus-dataspace-password}}' \
  -d 'grant_type=password' \
  https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token | jq -r .access_token
