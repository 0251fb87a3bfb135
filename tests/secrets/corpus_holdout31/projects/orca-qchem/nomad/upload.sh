#!/bin/bash
# Push the ORCA outputs of the conformer study to NOMAD (nomad-lab.eu), one upload per batch.
# Token from the NOMAD GUI: "API tokens" -> valid one hour
TOKEN="{{nomad_lab_token}}"
API=https://nomad-lab.eu/prod/v1/api/v1
for z in batches/conformers_*.zip; do
  curl -sS -X POST "$API/uploads?upload_name=$(basename $z .zip)" \
       -H "Authorization: Bearer $TOKEN" -T "$z" | jq -r '.upload_id'
done
