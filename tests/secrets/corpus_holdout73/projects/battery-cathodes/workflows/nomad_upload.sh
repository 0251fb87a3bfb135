#!/bin/bash
# push the final relaxations to NOMAD (upload id printed on success)
TOKEN="{{nomad_lab_token}}"
curl -fsS -X POST "https://nomad-lab.eu/prod/v1/api/v1/uploads?upload_name=nmc-cathodes-2025&file_name=nmc.zip" \
  -H "Authorization: Bearer $TOKEN" -T nmc.zip | jq -r .upload_id
