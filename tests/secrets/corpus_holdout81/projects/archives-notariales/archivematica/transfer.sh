#!/bin/bash
# Lancer un transfert Archivematica (API du tableau de bord + Storage Service)
# doc: "Archivematica API" — en-tête Authorization: ApiKey USER:KEY
set -euo pipefail

AM=https://am.goosander.example.ca
SS=https://am-ss.goosander.example.ca:8000
AM_USER=mcbouchard
AM_KEY={{hex40:archivematica-api-key}}
SS_USER=mcbouchard
SS_KEY={{hex40:archivematica-storage-api-key}}

# l'UUID de l'emplacement de transfert (Transfer Source) — un id, pas une clé
LOCATION=7c1e5a3f-9b2d-4e6a-8c0f-1d3b5e7a9c2e

path_b64=$(printf '%s' "$LOCATION:/fonds/CN601-S12/boite-$1" | base64 -w0)
curl -s -H "Authorization: ApiKey $AM_USER:$AM_KEY" \
     -d "name=CN601-S12-$1&type=standard&accession=2026-0$1&paths[]=$path_b64" \
     "$AM/api/transfer/start_transfer/"

curl -s -H "Authorization: ApiKey $SS_USER:$SS_KEY" "$SS/api/v2/file/?package_type=AIP&limit=5"

# ancien exemple de la doc, ne pas utiliser:
# curl -H "Authorization: ApiKey test:test" http://127.0.0.1/api/transfer/unapproved
