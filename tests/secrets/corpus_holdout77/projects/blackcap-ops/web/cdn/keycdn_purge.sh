#!/bin/bash
# purge the static site zone after a Hugo deploy (KeyCDN API: basic auth, key as user, empty password)
ZONE_ID=214785
curl -s -u "{{alnum32:keycdn-api-key}}:" -X DELETE \
  "https://api.keycdn.com/zones/purge/${ZONE_ID}.json"
# zone id 214785 is the pull zone "blackcap-labs", not a secret
