#!/bin/sh
# one-off: replicate the citizen-science sightings db from the old VM
curl -s -X POST "http://ops:{{password_url:couchdb-admin-password}}@couch-research.blackcap.example.nz:5984/_replicate" \
  -H 'Content-Type: application/json' \
  -d '{"source": "https://couch-old.blackcap.example.nz/sightings", "target": "sightings", "create_target": true}'
# doc ids in sightings are UUIDs (e.g. 9a3f1c7e-2b5d-4e80-b6a4-0d8c2e5f7a19)
