#!/bin/bash
# token from /login lasts 12h; this one is pasted into the Grafana datasource
curl -sk https://salt.killdeer.example.org:8000/minions -H "Accept: application/x-yaml" \
  -H "X-Auth-Token: {{hex40:salt-api-token}}"
curl -sk https://salt.killdeer.example.org:8000/login -d username=saltops -d password="$SALT_PASS" -d eauth=pam
