#!/bin/bash
# weekly open-ticket count per queue, RT REST2 with an auth token (Preferences > Auth Tokens)
curl -s -H 'Authorization: token {{rt_token}}' \
  'https://rt.woodcock.example.org/REST/2.0/tickets?query=Status%3D%27open%27&per_page=100' | jq '.total'
