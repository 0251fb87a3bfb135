#!/bin/bash
# COmanage Registry REST API v1 as API user co_2.fc_sync (Configuration > API Users)
REG=https://registry.firecrest.example.ie/registry
API_USER=co_2.fc_sync
API_KEY={{comanage_api_key}}
curl -s -u "$API_USER:$API_KEY" "$REG/co_people.json?coid=2" | jq '.CoPeople | length'
curl -s -u "$API_USER:$API_KEY" "$REG/co_groups.json?coid=2" | jq -r '.CoGroups[].Name'
