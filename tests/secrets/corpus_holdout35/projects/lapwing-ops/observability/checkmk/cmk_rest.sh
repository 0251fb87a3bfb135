#!/bin/bash
# Checkmk 2.3 REST API: add a GPU node to monitoring and activate
HOST_NAME="cmk.lapwing.example.org"
SITE_NAME="lapwing"
API_URL="https://$HOST_NAME/$SITE_NAME/check_mk/api/1.0"
USERNAME="automation"
PASSWORD="{{upper32:checkmk-automation-secret}}"

curl -s -X POST "$API_URL/domain-types/host_config/collections/all" \
  --header "Authorization: Bearer $USERNAME $PASSWORD" \
  --header "Accept: application/json" --header "Content-Type: application/json" \
  --data "{\"folder\": \"/gpu\", \"host_name\": \"$1\", \"attributes\": {\"ipaddress\": \"$2\"}}"
