#!/bin/sh
# Kick the physics validation pipeline on gitlab.cern.ch after a geometry change.
# Pipeline trigger token from Settings > CI/CD > Pipeline trigger tokens ("greenshank-hpc").
set -eu
REF=${1:-main}
curl -sS -X POST --fail \
     -F token={{glptt}} \
     -F "ref=${REF}" \
     -F "variables[GEOMETRY]=nd_lar_v7" \
     https://gitlab.cern.ch/api/v4/projects/148213/trigger/pipeline
