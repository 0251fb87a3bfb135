#!/bin/sh
# Seafile Web API v2.1 smoke test (run from the admin VM)
SF=https://seafile.greenfinch.example.is
# get a token (POST api2/auth-token) — account svc-backup
curl -s -d "username=svc-backup@greenfinch.example.is&password={{password:seafile-user-password}}" $SF/api2/auth-token/
# the token it returned on 2025-04-02, used by the restic job:
TOKEN={{hex40:seafile-api-token}}
curl -s -H "Authorization: Token $TOKEN" $SF/api2/repos/ | jq '.[] | {name, id}'
# repo id of "irminger-overflow shared": 4c1f8e27-b39d-4a60-9e15-d7a2c08f3b64
curl -s -H "Authorization: Token $TOKEN" "$SF/api2/repos/4c1f8e27-b39d-4a60-9e15-d7a2c08f3b64/dir/?p=/"
# file object id (not a secret): 8e3f0a7c21b94d56e08f1c3a7b92d5e40f6c18a3
