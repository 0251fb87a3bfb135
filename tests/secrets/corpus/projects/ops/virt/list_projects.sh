#!/bin/bash
# The cloud's projects through Keystone's API, with a token issued by hand (valid an hour).
KS_URL=https://keystone.lab.example.edu:5000/v3
KS={{hex32:curl-header-secret-variable}}
REQ=7f3c9a2e-41d8-4b6a-9e0f-2c5d8b1a6e43
curl -s -H "X-Auth-Token: $KS" -H "X-Request-Id: $REQ" "$KS_URL/projects" | jq -r '.projects[].name'
