#!/bin/sh
curl -s -d 'client_id=cdse-public' -d "username=${CDSE_USER}" -d "password=${CDSE_PASSWORD}" \
  -d 'grant_type=password' \
  https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token
