#!/bin/bash
# Create the R and raw proxy repositories on the old Nexus (being retired for Artifactory)
NEXUS=https://nexus.shearwater.example.edu
AUTH="admin:{{password_url:nexus-admin-password}}"
curl -su "$AUTH" -X POST "$NEXUS/service/rest/v1/repositories/r/proxy" -H 'Content-Type: application/json' -d @repos/cran-proxy.json
curl -su "$AUTH" -X POST "$NEXUS/service/rest/v1/repositories/raw/proxy" -H 'Content-Type: application/json' -d @repos/github-releases.json
# the initial admin password from /nexus-data/admin.password was changed on first login
