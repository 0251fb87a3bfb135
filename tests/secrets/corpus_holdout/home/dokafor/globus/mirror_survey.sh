#!/bin/bash
# Nightly mirror of the survey tiles to the partner site, run from cron on the DTN.
export GLOBUS_CLI_CLIENT_ID=ae4ce4f8-0884-431d-9825-ef5e4ea10f2a
export GLOBUS_CLI_CLIENT_SECRET={{globus_secret:globus-client-secret}}

SRC=368cef56-c064-4c2b-870a-43b3a17b66c9   # HPC DTN collection
DST=2f32839d-e243-4db4-a9f9-38bc77f41928   # partner guest collection

globus transfer --sync-level checksum --label "tiles $(date +%F)" \
    "$SRC:/project/skysurvey/tiles/" "$DST:/incoming/tiles/" --recursive
globus task wait --timeout 3600 "$(globus task list --limit 1 -F unix --jmespath 'DATA[0].task_id')"
