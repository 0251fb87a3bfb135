#!/bin/bash
# upload the QE outputs of the phonon workchains to NOMAD (oasis test first)
# token from https://nomad-lab.eu/prod/v1/gui/ (API token, one hour)
NOMAD_TOKEN="{{nomad_lab_token}}"
zip -r qe_phonons_batch3.zip aiida_export/batch3/
curl -s -X POST "https://nomad-lab.eu/prod/v1/api/v1/uploads?upload_name=Li6PS5Cl-phonons-b3" \
  -H "Authorization: Bearer ${NOMAD_TOKEN}" -T qe_phonons_batch3.zip | jq .upload_id
