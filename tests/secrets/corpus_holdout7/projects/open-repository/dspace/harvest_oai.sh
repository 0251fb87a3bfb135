#!/bin/bash
# OAI-PMH is public; the REST login below is only for the ingest
TOKEN=$(curl -s -c cookies.txt https://dspace.avocet.example.edu/server/api/authn/status -I | grep -i dspace-xsrf-token | cut -d' ' -f2)
curl -s -b cookies.txt -H "X-XSRF-TOKEN: $TOKEN" -X POST https://dspace.avocet.example.edu/server/api/authn/login \
  --data "user=ingest@avocet.example.edu" \
  --data "password={{password:dspace-ingest-password}}"
