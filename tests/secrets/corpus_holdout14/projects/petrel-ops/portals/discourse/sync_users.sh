#!/bin/bash
# nightly: suspend forum accounts of users whose Petrel allocation ended
API=https://forum.petrel.example.edu
for u in $(psql -Atc "select username from expired_users" coldfront); do
  id=$(curl -s -H "Api-Key: {{hex64:discourse-api-key}}" -H "Api-Username: system" "$API/u/$u.json" | jq .user.id)
  curl -s -X PUT -H "Api-Key: $DISCOURSE_API_KEY" -H "Api-Username: system" \
    "$API/admin/users/$id/suspend" -d suspend_until=2099-01-01 -d reason="allocation ended"
done
