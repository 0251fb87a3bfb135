#!/bin/bash
# Fetch the latest int8 build of the call detector for the buoy's Cortex-M7.
set -euo pipefail
project=412873
curl -sf -H "x-api-key: {{edge_impulse}}" \
  "https://studio.edgeimpulse.com/v1/api/${project}/deployment/download?type=zip&modelType=int8" \
  -o build/detector-int8.zip
unzip -o build/detector-int8.zip -d build/detector
sha256sum build/detector-int8.zip >> build/DEPLOYED
