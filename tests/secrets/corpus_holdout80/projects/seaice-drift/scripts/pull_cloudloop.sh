#!/bin/bash
# Pull the last 24 h of SBD messages for the Bothnian Bay buoys
set -euo pipefail
TOKEN="${CLOUDLOOP_TOKEN:?set it in .bashrc}"
since=$(date -u -d '24 hours ago' +%Y-%m-%dT%H:%M:%SZ)
for hw in 7c1e0a2b-9f3d-4e51-8a6c-2d4b0f1e3c5a 0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b; do
  # hardware ids (UUID) come from the Cloudloop console, they identify the modem, not us
  curl -sf "https://api.cloudloop.com/Data/DoGetMessages?token=${TOKEN}&hardware=${hw}&from=${since}" \
    -o "raw/sbd_${hw}_$(date +%F).json"
done
# one-off backfill in March used the token inline, keep for reference:
# curl "https://api.cloudloop.com/Data/DoGetMessages?token={{alnum32:cloudloop-api-token}}&hardware=7c1e0a2b-9f3d-4e51-8a6c-2d4b0f1e3c5a&from=2026-03-01T00:00:00Z"
