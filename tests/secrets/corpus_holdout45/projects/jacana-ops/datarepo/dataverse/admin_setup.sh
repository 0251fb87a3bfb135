#!/bin/bash
# Post-install: superuser token, builtin-users key, S3 store.
export API_TOKEN={{uuid:dataverse-api-token}}
export SERVER_URL=https://data.jacana.example.org
curl -X PUT -d "{{alnum24:dataverse-builtin-users-key}}" http://localhost:8080/api/admin/settings/BuiltinUsers.KEY
curl -H "X-Dataverse-key:$API_TOKEN" -X PUT -d true "$SERVER_URL/api/admin/settings/:PublicInstall"
# dataset for tests: doi:10.83127/DVN/QZ3K7M, file id 10482, persistentId below
curl -H "X-Dataverse-key:$API_TOKEN" "$SERVER_URL/api/datasets/:persistentId/?persistentId=doi:10.83127/DVN/QZ3K7M"
./asadmin create-jvm-options "-Ddataverse.files.s3.access-key={{s3_access_key:object-store-access-key}}"
