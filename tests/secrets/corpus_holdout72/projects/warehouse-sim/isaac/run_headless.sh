#!/usr/bin/env bash
# run Isaac Sim headless against the Pipit Nucleus
set -euo pipefail
export OMNI_USER='$omni-api-token'
# token "warehouse-ci" created 2025-02-03 in Navigator
export OMNI_PASS="{{b64url43:omniverse-nucleus-api-token}}"
export OMNI_SERVER=omniverse://nucleus.pipit.example.at
exec /isaac-sim/python.sh "$@" --/persistent/isaac/asset_root/default="$OMNI_SERVER/Projects/warehouse/Assets"
