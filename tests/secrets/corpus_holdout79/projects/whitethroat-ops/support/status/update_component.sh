#!/bin/bash
# Cambia el estado de un componente de Cachet desde los hooks de mantención de Slurm.
# uso: update_component.sh COMPONENT_ID STATUS   (1=operational 2=performance 3=partial 4=major)
CACHET=https://status.whitethroat.example.cl/api/v1
# token del usuario "slurm-hooks" (Cachet > Profile > API Token)
CACHET_TOKEN={{alnum20:cachet-api-token}}
# CACHET_TOKEN=9qZ4rT1wY7uI3oP5aS8d   <- regenerado en octubre, el anterior ya no autentica

curl -fsS -X PUT "$CACHET/components/$1" \
  -H "Content-Type: application/json" \
  -H "X-Cachet-Token: $CACHET_TOKEN" \
  -d "{\"status\": $2}"
