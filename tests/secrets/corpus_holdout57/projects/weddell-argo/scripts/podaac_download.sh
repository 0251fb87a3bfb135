#!/bin/bash
# Sea surface height anomaly (SWOT L2 LR SSH) over the Weddell Sea, via PO.DAAC
set -euo pipefail
TOKEN="{{earthdata_token}}"
for granule in $(cat granules.txt); do
  curl -sSfL -H "Authorization: Bearer ${TOKEN}" -O "https://archive.podaac.earthdata.nasa.gov/podaac-ops-cumulus-protected/SWOT_L2_LR_SSH_2.0/${granule}"
done
podaac-data-downloader -c SWOT_L2_LR_SSH_2.0 -d ./swot --start-date 2024-06-01T00:00:00Z --end-date 2024-06-30T00:00:00Z -b="-60,-78,-10,-60"
