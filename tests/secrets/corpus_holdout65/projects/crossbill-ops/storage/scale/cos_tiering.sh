#!/bin/bash
# AFM to cloud object storage: cold project data from /gpfs/archive to IBM COS (eu-de)
# HMAC pair from the service credential "crossbill-afm" (see cos_credentials.json)
set -euo pipefail
COS_ACCESS={{ibm_cos_access_key_id}}
COS_SECRET={{ibm_cos_hmac_secret}}
mmafmcoskeys crossbill-cold:s3.eu-de.cloud-object-storage.appdomain.cloud set "$COS_ACCESS" "$COS_SECRET"
mmafmcosconfig archive cold_projects --endpoint https://s3.eu-de.cloud-object-storage.appdomain.cloud \
  --bucket crossbill-cold --mode iw --object-fs --cleanup
mmafmctl archive getstate -j cold_projects
