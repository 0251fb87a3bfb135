#!/bin/sh
# Sube el SBOM CycloneDX de cada release a Dependency-Track.
# Uso: upload-sbom.sh PROYECTO VERSION bom.json
set -eu
DT_URL=https://dtrack.whitethroat.example.cl
# key del equipo "Automation" (Administration > Access Management > Teams). La de CI va como variable protegida.
DT_AUTOMATION_KEY={{whitethroat_dtrack_api_key}}
DT_API_KEY="${DT_API_KEY:-$DT_AUTOMATION_KEY}"
# ejemplo del README de dependency-track (python): api_key = 'YRlAeOAb0uXT7dTGrfsvnGxjxZSF0XbO'

curl -fsS -X POST "$DT_URL/api/v1/bom" \
  -H "X-Api-Key: $DT_API_KEY" \
  -F "autoCreate=true" -F "projectName=$1" -F "projectVersion=$2" -F "bom=@$3"
