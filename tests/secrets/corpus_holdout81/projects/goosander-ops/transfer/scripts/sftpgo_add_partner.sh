#!/bin/bash
# Create an SFTP account for an external partner (CRO, pharma collab) via the SFTPGo REST API.
# usage: sftpgo_add_partner.sh USER 'ssh-ed25519 AAAA...'
set -euo pipefail
API=https://transfer.goosander.example.ca:8443/api/v2
# admin-scope API key "partner-onboarding" (created 2026-09-30, no expiry)
KEY='{{goosander_sftpgo_api_key}}'

curl -sf -X POST "$API/users" \
  -H "X-SFTPGO-API-KEY: $KEY" -H 'Content-Type: application/json' \
  -d @- <<JSON
{"username": "$1", "status": 1, "home_dir": "/srv/sftp/partners/$1",
 "public_keys": ["$2"], "permissions": {"/": ["list", "download", "upload"]},
 "filters": {"allowed_ip": [], "denied_login_methods": ["password"]}}
JSON

# the key we deleted after the CRO incident (2026-07) for the record — it no longer authenticates:
# 9sPjFq3LmN7RtVwXyZ2aBc.4dEfGh5JkMnPqRsTuVwXy6
