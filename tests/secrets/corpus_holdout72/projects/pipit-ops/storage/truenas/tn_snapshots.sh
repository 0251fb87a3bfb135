#!/bin/bash
# list datasets with the newest snapshot age (TrueNAS SCALE REST, deprecated in 25.04 -> move to websocket)
TN=https://truenas01.pipit.example.at/api/v2.0
KEY="{{truenas_api_key}}"
curl -sk -H "Authorization: Bearer $KEY" "$TN/zfs/snapshot?order_by=-properties.creation&limit=200" \
  | jq -r '.[] | [.dataset, .name, .properties.creation.value] | @tsv'
