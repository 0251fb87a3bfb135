#!/bin/bash
# Ingesta de los PDF de resoluciones en la instancia Aleph del consorcio de periodismo de datos.
export ALEPHCLIENT_HOST=https://aleph.consorcio-datos.example.cl
export ALEPHCLIENT_API_KEY={{hex32:aleph-api-key}}
alephclient crawldir --foreign-id resoluciones-sanitarias-2026 /projects/prensa-archivo/pdf/
# MuckRock (pedidos de transparencia y DocumentCloud): token de la API
curl -s -H "Authorization: Token {{hex40:muckrock-api-token}}" "https://www.muckrock.com/api_v1/foia/?user=msoto_wt&status=done" | jq '.results[].id'
# Save Page Now 2 del Internet Archive para las portadas del día
curl -s -X POST -H "Accept: application/json" -H "Authorization: LOW {{whitethroat_ia_low_auth}}" \
  -d "url=https://www.latercera.com/&capture_outlinks=1" https://web.archive.org/save
