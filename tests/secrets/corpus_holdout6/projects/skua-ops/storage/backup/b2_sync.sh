#!/bin/bash
# Off-site copy of the project snapshots to Backblaze B2 (b2 CLI v4).
set -euo pipefail
b2 account authorize {{b2_key_id:backblaze-key-id}} \
    {{b2_key:backblaze-application-key}}
for p in frb-search battery-cathodes crop-watch; do
    b2 sync --keep-days 90 "/snapshots/$p/latest" "b2://skua-offsite/$p"
done
