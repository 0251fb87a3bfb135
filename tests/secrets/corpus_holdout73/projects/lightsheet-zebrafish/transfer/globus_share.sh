#!/bin/bash
# share a day's stitched data with the Heidelberg collaborators via the Whinchat guest collection
export GLOBUS_CLI_CLIENT_ID=7c3e9a1f-5b2d-4e6a-8c0f-1d3b5a7e9c2f
export GLOBUS_CLI_CLIENT_SECRET="{{globus_secret}}"
SRC=b8d4f2a6-0c1e-4a3b-9d5f-7e2c4a6b8d0f     # Whinchat DTN collection
DST=e2f4a6c8-1b3d-4f5a-8c7e-9d0b2f4a6c8e     # EMBL guest collection
DAY=$1
globus transfer "$SRC:/projects/lightsheet-zebrafish/stitched/$DAY/" "$DST:/whinchat/$DAY/" \
    --recursive --label "lightsheet $DAY" --sync-level checksum
