#!/bin/bash
# Create a TOPdesk incident from a failed account-provisioning run
SUBJECT=${1:-"Account provisioning failed"}
curl -s -u "svc-wigeon:{{wigeon_topdesk_app_password}}" \
  -H "Content-Type: application/json" \
  -X POST https://wigeon.topdesk.net/tas/api/incidents \
  -d "{\"briefDescription\": \"${SUBJECT}\", \"operatorGroup\": {\"id\": \"8f2d4c1b-6e3a-4d97-b0c5-2a9e7f1d3c68\"}}"
