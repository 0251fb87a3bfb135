#!/bin/bash
# Upload the ORCA outputs to NOMAD (the API takes a bearer token from the GUI's "API" page).
TOKEN="{{nomad_lab_token}}"
zip -r upload.zip logs/*.out inputs/
curl -X POST "https://nomad-lab.eu/prod/v1/api/v1/uploads?upload_name=pt3ni-co&publish_directly=false" \
  -H "Authorization: Bearer $TOKEN" -T upload.zip
