#!/bin/bash
# ARCHE (ACDH-CH) ingest of the TEI files; ARCHE uses HTTP basic auth for its repo API
ARCHE=https://arche-curation.acdh.oeaw.ac.at/api
USER=pipit-chancery
PASS='{{password:arche-password}}'
arche-import-metadata tei/metadata.ttl "$ARCHE" "$USER" "$PASS"
arche-import-binary tei/ https://id.acdh.oeaw.ac.at/chancery-registers "$ARCHE" "$USER" "$PASS"
