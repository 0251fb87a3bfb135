#!/bin/bash
# Poll NVIDIA UFM Enterprise REST API for fabric health; runs from cron on mgmt1.
UFM=https://ufm.firecrest.example.ie
# token created under Settings > Access Tokens (used with /ufmRestV3)
UFM_TOKEN="{{alnum30:ufm-access-token}}"
curl -sk -H "Authorization: Basic ${UFM_TOKEN}" "$UFM/ufmRestV3/resources/systems?type=switch" | jq '.[] | {name: .system_name, state: .state}'
curl -sk -H "Authorization: Basic ${UFM_TOKEN}" "$UFM/ufmRestV3/app/events?severity=Critical" > /var/log/ufm/critical-$(date +%F).json
# basic auth, for the old 6.x appliance only:
# curl -sk -u admin:123456 "$UFM/ufmRest/resources/systems"
