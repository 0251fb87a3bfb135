#!/bin/sh
# Nightly export of the user docs shelf as markdown for the git mirror.
# BookStack API: "Authorization: Token <token_id>:<token_secret>"
TOKEN_ID={{alnum32:bookstack-token-id}}
TOKEN_SECRET={{alnum32:bookstack-token-secret}}
BASE=https://docs.hpc.plover.example.edu/api
for id in $(curl -s -H "Authorization: Token $TOKEN_ID:$TOKEN_SECRET" "$BASE/pages?count=500" | jq -r '.data[].id'); do
  curl -s -H "Authorization: Token $TOKEN_ID:$TOKEN_SECRET" "$BASE/pages/$id/export/markdown" > "export/$id.md"
done
