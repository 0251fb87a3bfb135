#!/bin/bash
# the API key goes into the Logstash keystore, never into the pipeline file
set -euo pipefail
/usr/share/logstash/bin/logstash-keystore create
echo "$LOGSTASH_API_KEY" | /usr/share/logstash/bin/logstash-keystore add LOGSTASH_API_KEY --stdin
