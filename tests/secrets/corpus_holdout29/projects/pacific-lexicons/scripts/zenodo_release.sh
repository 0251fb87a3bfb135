#!/usr/bin/env bash
# new version of the lexicon on Zenodo; token comes from pass(1)
set -euo pipefail
ZENODO_TOKEN=$(pass show zenodo/mtupou)
DEP=14402871
curl -s -X POST -H "Authorization: Bearer $ZENODO_TOKEN" \
  "https://zenodo.org/api/deposit/depositions/$DEP/actions/newversion" | jq -r .links.latest_draft
# sandbox for testing: ACCESS_TOKEN=ChangeMe https://sandbox.zenodo.org
