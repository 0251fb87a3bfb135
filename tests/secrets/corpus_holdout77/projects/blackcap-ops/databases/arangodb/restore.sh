#!/bin/bash
arangorestore \
  --server.endpoint ssl://arango.blackcap.example.nz:8529 \
  --server.username root \
  --server.password '{{password:arangodb-root-password}}' \
  --server.database species \
  --input-directory /backup/arango/species-2026-11-30 \
  --create-database true
