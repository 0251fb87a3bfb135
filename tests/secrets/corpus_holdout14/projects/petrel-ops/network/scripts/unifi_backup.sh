#!/bin/bash
# nightly backup of the lab-wing UniFi controller (UniFi Network 8.x)
curl -sk -c /tmp/unifi.cookie -X POST https://unifi.petrel.example.edu:8443/api/login \
  -H 'Content-Type: application/json' \
  -d '{"username":"backup","password":"{{password:unifi-password}}"}'
curl -sk -b /tmp/unifi.cookie -X POST https://unifi.petrel.example.edu:8443/api/s/default/cmd/backup -d '{"cmd":"backup","days":0}'
