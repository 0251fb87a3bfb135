#!/bin/bash
# Bulk-create GPU hosts through the Checkmk REST API (docs.checkmk.com/latest/en/rest_api.html)
HOST_NAME="checkmk.kestrel.example.edu"
SITE_NAME="kestrel"
API_URL="https://$HOST_NAME/$SITE_NAME/check_mk/api/1.0"
USERNAME="automation"
PASSWORD="$(cat /omd/sites/kestrel/var/check_mk/web/automation/automation.secret)"
for n in $(seq -w 1 24); do
  curl -s -X POST "$API_URL/domain-types/host_config/collections/all" \
    --header "Authorization: Bearer $USERNAME $PASSWORD" \
    --header "Content-Type: application/json" \
    --data "{\"folder\": \"/gpu\", \"host_name\": \"gpu-a$n\"}"
done
