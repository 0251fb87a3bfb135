#!/bin/bash
# one-off settings after deployment (admin API is localhost-only)
set -e
curl -X PUT -d '{{alnum32:dataverse-builtin-users-key}}' http://localhost:8080/api/admin/settings/BuiltinUsers.KEY
curl -X PUT -d 'doi' http://localhost:8080/api/admin/settings/:Protocol
curl -X PUT -d '10.34622' http://localhost:8080/api/admin/settings/:Authority
curl -X PUT -d 'datarepositorium/' http://localhost:8080/api/admin/settings/:Shoulder
curl -X PUT -d 'sha256' http://localhost:8080/api/admin/settings/:FileFixityChecksumAlgorithm
